import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { BuildMode, FederatedApp } from './federated-app.ts';
import { outputDir } from './output-dir.ts';
import { appDefinitions } from './public-env.ts';
import { sourceRules } from './source-rules.ts';

/** The file the renderer compilation writes: CommonJS, so the build can require it. */
export const RENDERER_FILE = 'render-pages.cjs';

/**
 * The compilation of an app's page renderer (its `prerender` module) for Node: the same
 * sources, loaders and build-time values as its browser build, so it renders the markup and
 * class names the browser will hydrate, but no Module Federation (the remotes' slots render
 * empty) and one file (lazy screens included), written to `outputPath`, outside what is served.
 */
export function rendererConfig(app: FederatedApp, mode: BuildMode, outputPath: string): Configuration {
  if (!app.prerender) throw new Error(`${app.name} declares no prerender module`);
  return {
    name: `${app.name}:prerender`,
    mode,
    context: app.dir,
    target: 'node',
    devtool: false,
    entry: { [path.basename(RENDERER_FILE, '.cjs')]: path.resolve(app.dir, app.prerender) },
    output: {
      path: outputPath,
      filename: RENDERER_FILE,
      library: { type: 'commonjs2' },
      // Images are named and addressed as in the browser build, which is the one that writes them.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: sourceRules(mode), generator: { asset: { emit: false } } },
    plugins: [
      new webpack.DefinePlugin(appDefinitions(outputDir(app).version, mode)),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Modules named by their path from the app's folder, unmerged: the page names its screens by these ids.
    optimization: { minimize: false, moduleIds: 'named', concatenateModules: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
