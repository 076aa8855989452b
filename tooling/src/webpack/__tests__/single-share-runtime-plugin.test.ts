import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { SingleShareRuntimePlugin } from '../single-share-runtime-plugin.ts';
import { compile } from './compile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'single-share-runtime-'));
  await writeFile(path.join(dir, 'entry.js'), "import('./exposed.js');\n");
  await writeFile(path.join(dir, 'exposed.js'), "import { word } from 'lib';\nexport const said = word;\n");
  await writeFile(path.join(dir, 'lib.js'), "export const word = 'shared';\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Builds a small federated app (one shared module, one exposed one) and returns its remoteEntry.js. */
async function buildRemoteEntry(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const out = path.join(dir, 'out');
  await compile({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: { main: './entry.js' },
    target: ['web', 'es2020'],
    output: { path: out, uniqueName: 'app' },
    resolve: { alias: { lib: path.join(dir, 'lib.js') } },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'app',
        filename: 'remoteEntry.js',
        exposes: { './exposed': './exposed.js' },
        shared: { lib: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
        dts: false,
      }),
      ...plugins,
    ],
  });
  return readFile(path.join(out, 'remoteEntry.js'), 'utf8');
}

const shareScopeInits = (code: string) => code.match(/__webpack_require__\.I = /g) ?? [];

describe('SingleShareRuntimePlugin', () => {
  it('leaves only the federation runtime’s share-scope set-up in the entry', async () => {
    const code = await buildRemoteEntry([new SingleShareRuntimePlugin()]);
    expect(shareScopeInits(code)).toHaveLength(1);
    expect(code).toContain('bundlerRuntime.I(');
    // The shared module is still registered, through the federation runtime's table.
    expect(code).toMatch(/initOptions\.shared = \{\s*"lib": \[/);
  }, 60_000);

  it('is needed: without it webpack’s own copy is emitted too', async () => {
    const code = await buildRemoteEntry([]);
    expect(shareScopeInits(code)).toHaveLength(2);
  }, 60_000);
});
