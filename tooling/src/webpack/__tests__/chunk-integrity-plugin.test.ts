import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ChunkIntegrityPlugin } from '../chunk-integrity-plugin.ts';
import { sriOf } from '../integrity.ts';
import { compile } from './compile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chunk-integrity-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

type FakeScript = Record<string, unknown> & { attributes: Record<string, string> };

/** Runs a built entry against just enough of a page to see the scripts webpack's loader adds. */
function runOnPage(code: string, pageOrigin: string): FakeScript[] {
  const added: FakeScript[] = [];
  const document = {
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    getElementsByTagName: () => [],
    head: { appendChild: (element: FakeScript) => added.push(element) },
  };
  const window = { location: { origin: pageOrigin } };
  // The loader's time-out never fires: the scripts are only looked at, never loaded.
  vm.runInNewContext(code, {
    document,
    window,
    self: window,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    Promise,
  });
  return added;
}

describe('ChunkIntegrityPlugin', () => {
  it("gives each lazy chunk's script the SHA-384 of the file that was built, and asks for it with CORS", async () => {
    await writeFile(path.join(dir, 'entry.js'), "import('./lazy.js');\n");
    await writeFile(path.join(dir, 'lazy.js'), "export const message = 'loaded later';\n");
    const out = path.join(dir, 'out');
    await compile({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      target: ['web', 'es2020'],
      devtool: 'source-map',
      output: {
        path: out,
        publicPath: 'http://remote.test/1.0.0/',
        chunkFilename: 'chunks/[name].[contenthash:10].js',
      },
      plugins: [new ChunkIntegrityPlugin()],
    });

    const [chunk] = (await readdir(path.join(out, 'chunks'))).filter((file) => file.endsWith('.js'));
    const scripts = runOnPage(await readFile(path.join(out, 'main.js'), 'utf8'), 'http://site.test');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({
      src: `http://remote.test/1.0.0/chunks/${chunk}`,
      integrity: sriOf(await readFile(path.join(out, 'chunks', chunk!))),
      crossOrigin: 'anonymous',
    });
    expect(await readFile(path.join(out, 'main.js'), 'utf8')).not.toContain('__CHUNK_SRI_');
  });
});
