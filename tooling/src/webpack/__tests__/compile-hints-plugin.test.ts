import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints-plugin.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await writeFile(path.join(dir, 'entry.js'), "import('./screen.js');\nimport('./big-library.js');\n");
  await writeFile(path.join(dir, 'screen.js'), "export function draw() { return 'screen'; }\n");
  await writeFile(path.join(dir, 'big-library.js'), "export function rarelyCalled() { return 'library'; }\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A production build (minified, with source maps) of an entry and two lazy chunks. */
function build(except = /big-library/, out = path.join(dir, 'out')): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    devtool: 'source-map',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: out, chunkFilename: '[name].[contenthash:8].js' },
    infrastructureLogging: { level: 'error' },
    plugins: [new CompileHintsPlugin({ except })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(out);
    });
  });
}

describe('CompileHintsPlugin', () => {
  it('starts every minified script with the hint, but those of the excepted modules', async () => {
    const out = await build();
    const scripts = new Map<string, string>();
    for (const file of (await readdir(out)).filter((name) => name.endsWith('.js')))
      scripts.set(file, await readFile(path.join(out, file), 'utf8'));
    const holding = (text: string) => [...scripts].find(([, code]) => code.includes(text))?.[1] ?? '';
    expect(scripts.size).toBe(3);
    // At the very top (before the licence banner a minifier may write), as V8 looks for it.
    expect(scripts.get('main.js')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(holding('"screen"').startsWith(COMPILE_HINT)).toBe(true);
    expect(holding('"library"').startsWith(COMPILE_HINT)).toBe(false);
  }, 60_000);

  it('keeps the source map and the content hash true to the file as served', async () => {
    const out = await build();
    const map = JSON.parse(await readFile(path.join(out, 'main.js.map'), 'utf8')) as { mappings: string };
    // The hint is a line of its own, with nothing mapped to it.
    expect(map.mappings.startsWith(';')).toBe(true);
    // The content hash covers the hint: a cache never keeps the file as it was without it.
    const unhinted = await build(/./, path.join(dir, 'unhinted'));
    const chunks = async (folder: string) =>
      (await readdir(folder)).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file)).sort();
    const [hintedNames, unhintedNames] = [await chunks(out), await chunks(unhinted)];
    expect(hintedNames).toHaveLength(2);
    expect(hintedNames.filter((file) => unhintedNames.includes(file))).toHaveLength(1);
  }, 60_000);
});
