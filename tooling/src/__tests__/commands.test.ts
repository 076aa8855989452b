import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nginxFiles } from '../deploy/nginx.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const toolingDir = path.join(repoRoot, 'tooling');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
// Starting tsx takes a few seconds on a busy machine.
const COMMAND_LIMIT_MS = 60_000;

type RootPackage = { scripts: Record<string, string> };

/** A root package.json script run as `pnpm <name> <args>` runs it: from the root, local binaries first. */
async function rootScript(name: string, args: string): Promise<{ stdout: string }> {
  const { scripts } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as RootPackage;
  const script = scripts[name];
  if (!script) throw new Error(`package.json has no "${name}" script`);
  return run('sh', ['-c', `${script} ${args}`], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${path.join(repoRoot, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.split(path.sep).includes('__tests__'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("tooling's commands", () => {
  it('are the files of tooling/bin, each a tsx script', async () => {
    const commands = (await readdir(path.join(toolingDir, 'bin'))).sort();
    expect(commands).toEqual(['mf-app.ts', 'ops.ts', 'write-nginx.ts']);
    for (const command of commands) {
      expect((await readFile(path.join(toolingDir, 'bin', command), 'utf8')).startsWith('#!/usr/bin/env tsx\n')).toBe(
        true,
      );
    }
  });

  it('leave tooling/src library code: no file there reads the command line', async () => {
    const readers: string[] = [];
    for (const file of await sourceFiles(path.join(toolingDir, 'src'))) {
      if ((await readFile(file, 'utf8')).includes('process.argv')) readers.push(path.relative(toolingDir, file));
    }
    expect(readers).toEqual([]);
  });

  it(
    '`pnpm ops --help` prints the ops usage',
    async () => {
      const { stdout } = await rootScript('ops', '--help');
      expect(stdout).toContain('usage: pnpm ops <command> [options]');
      expect(stdout).toContain('deploy <remote> [version]');
    },
    COMMAND_LIMIT_MS,
  );

  it(
    'tooling/bin/write-nginx.ts writes the generated nginx configuration into the folder it is given',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'write-nginx-'));
      try {
        const { stdout } = await run(tsx, [path.join(toolingDir, 'bin/write-nginx.ts'), dir], { cwd: repoRoot });
        const expected = nginxFiles();
        expect(stdout).toContain(`wrote ${Object.keys(expected).length} files`);
        expect((await readdir(dir)).sort()).toEqual(Object.keys(expected).sort());
        for (const [name, text] of Object.entries(expected))
          expect(await readFile(path.join(dir, name), 'utf8')).toBe(text);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    COMMAND_LIMIT_MS,
  );
});
