import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { HtmlChildLeftoversPlugin } from '../html-child-leftovers-plugin.ts';
import { compile } from './compile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'html-child-leftovers-'));
  await writeFile(path.join(dir, 'entry.js'), "import('./start.js');\n");
  await writeFile(path.join(dir, 'start.js'), "import { word } from 'lib';\ndocument.title = word;\n");
  await writeFile(path.join(dir, 'lib.js'), "export const word = 'shared';\n");
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Builds a small federated page (one shared package, an HTML page) and lists its scripts. */
async function buildScripts(plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  const out = path.join(dir, 'out');
  const stats = await compile({
    mode: 'production',
    devtool: false,
    context: dir,
    entry: { main: './entry.js' },
    target: ['web', 'es2020'],
    output: { path: out, uniqueName: 'app', clean: true, chunkFilename: '[name].[contenthash:8].js' },
    resolve: { alias: { lib: path.join(dir, 'lib.js') } },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'app',
        // A shared module given by its path is provided whether or not anything imports it.
        shared: {
          lib: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0', import: path.join(dir, 'lib.js') },
        },
        dts: false,
      }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') }),
      ...plugins,
    ],
  });
  const emitted = new Set([...stats.compilation.chunks].flatMap((chunk) => [...chunk.files]));
  return (await readdir(out)).filter((file) => file.endsWith('.js') && !emitted.has(file));
}

describe('HtmlChildLeftoversPlugin', () => {
  it("writes only the app's own scripts", async () => {
    expect(await buildScripts([new HtmlChildLeftoversPlugin()])).toEqual([]);
  }, 60_000);

  it("is needed: without it the page's child compilation writes a chunk of the shared package", async () => {
    expect((await buildScripts([])).length).toBeGreaterThan(0);
  }, 60_000);
});
