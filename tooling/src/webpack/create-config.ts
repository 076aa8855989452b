import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.ts';
import { compressionPlugins } from './compression.ts';
import { exposesOf } from './exposes.ts';
import type { AppConfig, AppConfigFactory, BuildMode, FederatedApp } from './federated-app.ts';
import {
  federationSpeedOptions,
  federationSpeedPlugins,
  federationSpeedRules,
  foldedChunks,
} from './federation-speed.ts';
import { HtmlChildLeftoversPlugin } from './html-child-leftovers-plugin.ts';
import { htmlPage } from './html-page.ts';
import { HtmlScriptIntegrityPlugin } from './html-script-integrity.ts';
import { outputDir } from './output-dir.ts';
import { PrerenderPlugin } from './prerender-plugin.ts';
import { FRAME_PAGE } from './prerendered-html.ts';
import { appDefinitions } from './public-env.ts';
import { serviceWorkerPlugins } from './service-worker.ts';
import { sideScriptsOf } from './side-scripts.ts';
import { sharedSingletons } from './singletons.ts';
import { sourceRules } from './source-rules.ts';

// What an app's build files import from `tooling/webpack`.
export type {
  AppConfigFactory,
  BuildMode,
  FederatedApp,
  PageRenderer,
  RenderedPage,
  SideScript,
} from './federated-app.ts';

/** What an app's webpack.config.ts exports: its federation facts bound to the shared factory. */
export function defineAppConfig(app: FederatedApp): AppConfigFactory {
  return (_env, argv) => createConfig(app, argv.mode ?? 'production');
}

/** The one webpack + Module Federation configuration every app is built with. */
export function createConfig(app: FederatedApp, mode: BuildMode): AppConfig {
  const production = mode === 'production';
  const { path: outPath, version } = outputDir(app);

  return {
    name: app.name,
    mode,
    context: app.dir,
    // No async-boundary file: asyncStartup makes the entry wait for the shared modules itself.
    entry: { main: './src/bootstrap.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // The browsers the site supports all run ES2020: webpack's own runtime code is written in it too.
    target: ['web', 'es2020'],
    output: {
      path: outPath,
      // Remotes resolve chunks against their manifest's URL, so a version folder moves as a whole.
      publicPath: app.kind === 'remote' ? 'auto' : '/',
      uniqueName: app.name,
      // Entry files keep stable names (the manifest and index.html name them); chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: [...sourceRules(mode), ...federationSpeedRules(app)] },
    plugins: [
      new webpack.DefinePlugin(appDefinitions(version, mode)),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: exposesOf(app),
        shared: sharedSingletons(app.dir, app.kind),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // Remotes are parcels loaded by name; their contract is the parcel lifecycle type, not generated d.ts.
        dts: false,
        ...federationSpeedOptions(app),
      }),
      ...federationSpeedPlugins(app),
      htmlPage(app, { federated: true }),
      new HtmlChildLeftoversPlugin(),
      // The app's pages drawn at build time, hydrated in the browser.
      ...(app.prerender ? [new PrerenderPlugin(app, mode)] : []),
      // A published remote's chunks load only if they are what was built (the host pins remoteEntry.js).
      ...(production && app.kind === 'remote' ? [new ChunkIntegrityPlugin()] : []),
      // The page's own scripts load only if they are what was built.
      ...(production ? [new HtmlScriptIntegrityPlugin(sideScriptsOf(app).map(({ file }) => file))] : []),
      ...(production ? compressionPlugins() : []),
      // The host owns the site's origin, so only it has a service worker.
      ...(production && app.kind === 'host' ? serviceWorkerPlugins() : []),
    ],
    optimization: { moduleIds: production ? 'deterministic' : 'named', splitChunks: foldedChunks(app) },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      host: 'localhost',
      historyApiFallback: app.prerender ? { index: `/${FRAME_PAGE}` } : true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    },
  };
}
