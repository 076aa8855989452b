import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import type { BuildMode, FederatedApp } from './create-config.ts';

/** The file a remote's standalone index.html loads first. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

const toolingRequire = createRequire(import.meta.url);
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'standalone-runtime-entry.ts');

/**
 * A second, tiny compilation beside a remote's own: the federation runtime for the remote's
 * standalone page, which has no host to provide one. It runs after the remote's compilation
 * (which cleans the output folder) and writes into the same folder.
 */
export function standaloneRuntimeConfig(app: FederatedApp, mode: BuildMode, outputPath: string, after: string): Configuration {
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [after],
    mode,
    target: ['web', 'es2020'],
    devtool: false,
    entry: { runtime: entry },
    output: { path: outputPath, filename: STANDALONE_RUNTIME_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: toolingRequire.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } }],
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
