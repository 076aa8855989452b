import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { DeferredEntryPlugin } from '../deferred-entry-plugin.ts';
import { compile } from './compile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'deferred-entry-'));
  await writeFile(path.join(dir, 'entry.js'), "globalThis.ran.push('entry');\nglobalThis.ran.push(document.title);\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(): Promise<{ code: string; map: TraceMap }> {
  const out = path.join(dir, 'out');
  await compile({
    mode: 'production',
    devtool: 'source-map',
    context: dir,
    entry: { main: './entry.js' },
    target: ['web', 'es2020'],
    output: { path: out, clean: true },
    infrastructureLogging: { level: 'error' },
    plugins: [new DeferredEntryPlugin()],
  });
  const code = await readFile(path.join(out, 'main.js'), 'utf8');
  return { code, map: new TraceMap(await readFile(path.join(out, 'main.js.map'), 'utf8')) };
}

/** Runs the script as a page would, with the tasks it queues held until `runTasks`. */
function runScript(code: string, scheduler: 'postTask' | 'none') {
  const tasks: Array<() => void> = [];
  const ran: string[] = [];
  const queue = (callback: () => void) => void tasks.push(callback);
  vm.runInNewContext(code, {
    ran,
    document: { title: 'page' },
    setTimeout: queue,
    scheduler: scheduler === 'postTask' ? { postTask: queue } : undefined,
  });
  return {
    ran,
    runTasks: () => {
      for (const task of tasks.splice(0)) task();
    },
  };
}

describe('DeferredEntryPlugin', () => {
  it.each(['postTask', 'none'] as const)(
    "runs the entry's code in the task after the script's, not in it (scheduler: %s)",
    async (scheduler) => {
      const { code } = await build();
      const page = runScript(code, scheduler);
      expect(page.ran).toEqual([]);
      page.runTasks();
      expect(page.ran).toEqual(['entry', 'page']);
    },
    60_000,
  );

  it('keeps the source map true to the code it wrapped', async () => {
    const { code, map } = await build();
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('document.title'));
    const column = lines[line]!.indexOf('document.title');
    const original = originalPositionFor(map, { line: line + 1, column });
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(2);
  }, 60_000);
});
