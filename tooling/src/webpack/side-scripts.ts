import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { compressionPlugins } from './compression.ts';
import type { AppConfig, BuildMode, FederatedApp, SideScript } from './federated-app.ts';
import { outputDir } from './output-dir.ts';

const toolingRequire = createRequire(import.meta.url);
const webpackDir = path.dirname(fileURLToPath(import.meta.url));

/** A remote's standalone page has no host: it gets a federation runtime of its own first. */
export const STANDALONE_RUNTIME: SideScript = {
  file: 'federation-runtime.js',
  entry: path.join(webpackDir, 'standalone-runtime-entry.ts'),
  load: 'blocking',
};

/** The side scripts of an app's federated page: a remote's standalone runtime, then the app's own. */
export function sideScriptsOf(app: FederatedApp): SideScript[] {
  return [...(app.kind === 'remote' ? [STANDALONE_RUNTIME] : []), ...(app.sideScripts ?? [])];
}

/**
 * The compilation of one side script. It runs before the app's own, whose pages carry its
 * `integrity` (html-script-integrity.ts), and writes into the same folder, under a fixed name the
 * HTML can name (revalidated); the app's build keeps it when it cleans the folder.
 */
export function sideScriptConfig(
  app: FederatedApp,
  script: SideScript,
  mode: BuildMode,
  outputPath: string,
): Configuration {
  return {
    name: `${app.name}:${script.file}`,
    mode,
    context: app.dir,
    target: ['web', 'es2020'],
    devtool: false,
    entry: { [path.basename(script.file, '.js')]: path.resolve(app.dir, script.entry) },
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

/** Every compilation of an app: the side scripts its page loads before main.js, then its own. */
export function compilationsOf(app: FederatedApp, config: AppConfig, mode: BuildMode): Configuration[] {
  const outputPath = config.output?.path ?? outputDir(app).path;
  const sides = sideScriptsOf(app).map((script) => sideScriptConfig(app, script, mode, outputPath));
  if (sides.length === 0) return [config];
  const files = new Set(sideScriptsOf(app).flatMap(({ file }) => [file, `${file}.br`, `${file}.gz`]));
  return [
    ...sides,
    {
      ...config,
      dependencies: sides.map(({ name }) => name!),
      output: { ...config.output, clean: { keep: (asset: string) => files.has(asset) } },
    },
  ];
}
