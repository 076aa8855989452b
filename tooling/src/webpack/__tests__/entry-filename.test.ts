import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { entryFilename } from '../entry-filename.ts';
import { serviceWorkerPlugin } from '../service-worker.ts';
import { compile } from './compile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'entry-filename-'));
  await writeFile(path.join(dir, 'bootstrap.js'), "console.log('main');\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A production build of one entry named as `kind`'s is, with the host's service worker. */
async function buildWithServiceWorker(kind: 'host' | 'remote'): Promise<{ files: string[]; worker: string }> {
  const out = path.join(dir, 'out');
  await compile({
    mode: 'production',
    context: dir,
    entry: { main: './bootstrap.js' },
    output: { path: out, publicPath: '/', filename: entryFilename(kind, true) },
    plugins: [serviceWorkerPlugin()],
  });
  return { files: await readdir(out), worker: await readFile(path.join(out, 'sw.js'), 'utf8') };
}

describe("an app's entry file name", () => {
  it("the host's production entry carries a hash, so its service worker precaches it under its own URL", async () => {
    const { files, worker } = await buildWithServiceWorker('host');

    const main = files.find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file));
    expect(main).toBeDefined();
    // No revision: Workbox stores it as /main.<hash>.js, not /main.js?__WB_REVISION__=….
    expect(worker).toContain(`{url:"/${main}",revision:null}`);
  }, 60_000);

  it('a remote keeps main.js, which the worker could only store under a revision', async () => {
    const { files, worker } = await buildWithServiceWorker('remote');

    expect(files).toContain('main.js');
    expect(worker).toMatch(/\{url:"\/main\.js",revision:"[0-9a-f]{32}"\}/);
  }, 60_000);

  it('development builds keep stable names for the dev server', () => {
    expect(entryFilename('host', false)).toBe('[name].js');
  });
});
