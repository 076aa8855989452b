import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { compressionPlugins, type BuildMode, type FederatedApp } from './create-config.ts';

const toolingRequire = createRequire(import.meta.url);
const webpackDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * A small plain script an app's HTML loads before main.js, written beside its build: it needs
 * a compilation of its own because Module Federation puts its runtime into every entry of the
 * app's compilation.
 */
export type SideScript = { file: string; entry: (app: FederatedApp) => string };

/** A remote's standalone page has no host: it gets a federation runtime of its own first. */
export const STANDALONE_RUNTIME: SideScript = {
  file: 'federation-runtime.js',
  entry: () => path.join(webpackDir, 'standalone-runtime-entry.ts'),
};

/** The host's page starts fetching the remotes the first view needs while main.js downloads. */
export const PRELOAD_REMOTES: SideScript = {
  file: 'preload-remotes.js',
  entry: (app) => path.join(app.dir, 'src/preload-remotes.ts'),
};

export function sideScriptsOf(app: FederatedApp): SideScript[] {
  return [app.kind === 'remote' ? STANDALONE_RUNTIME : PRELOAD_REMOTES];
}

/**
 * The compilation of one side script. It runs after the app's own (which cleans the output
 * folder) and writes into the same folder, under a fixed name the HTML can name (revalidated).
 */
export function sideScriptConfig(app: FederatedApp, script: SideScript, mode: BuildMode, outputPath: string): Configuration {
  return {
    name: `${app.name}:${script.file}`,
    dependencies: [app.name],
    mode,
    context: app.dir,
    target: ['web', 'es2020'],
    devtool: false,
    entry: { [path.basename(script.file, '.js')]: script.entry(app) },
    output: { path: outputPath, filename: script.file, clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: toolingRequire.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      ],
    },
    plugins: mode === 'production' ? compressionPlugins() : [],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
