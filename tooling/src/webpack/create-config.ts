import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.ts';
import { compressionPlugins } from './compression.ts';
import type { AppConfig, AppConfigFactory, BuildMode, FederatedApp } from './federated-app.ts';
import { federationSpeedOptions, foldedChunks } from './federation-speed.ts';
import { htmlPage } from './html-page.ts';
import { outputDir } from './output-dir.ts';
import { publicEnvDefinitions } from './public-env.ts';
import { serviceWorkerPlugin } from './service-worker.ts';
import { sharedSingletons } from './singletons.ts';

// What an app's build files import from `tooling/webpack`.
export type { AppConfigFactory, BuildMode, FederatedApp, SideScript } from './federated-app.ts';

// Loaders are the tooling package's dependencies, not each app's.
const toolingRequire = createRequire(import.meta.url);

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
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: toolingRequire.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // Small images (the shell's logo) go inline: one request fewer before the header shows.
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2 * 1024 } } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // Every PUBLIC_* the code reads gets a default, so `process.env.X` is always replaced at build time.
        ...publicEnvDefinitions({
          PUBLIC_APP_VERSION: version,
          // Empty: the browser calls the API on the site's own origin, which forwards /api/*.
          PUBLIC_API_URL: '',
          // No API key: the host signs in against the local Firebase Auth Emulator.
          PUBLIC_FIREBASE_API_KEY: '',
          PUBLIC_FIREBASE_AUTH_DOMAIN: '',
          PUBLIC_FIREBASE_PROJECT_ID: '',
          PUBLIC_AUTH_EMULATOR_URL: '',
          PUBLIC_RECAPTCHA_SITE_KEY: '',
          PUBLIC_SUPPORT_URL: 'https://support.kidsevents.example',
          // Demo ids: analytics load only after cookie consent, and only in a production build.
          PUBLIC_GA_MEASUREMENT_ID: 'G-KIDSEVENTS1',
          PUBLIC_CLARITY_PROJECT_ID: 'kidsevents1',
        }),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: sharedSingletons(app.dir),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // Remotes are parcels loaded by name; their contract is the parcel lifecycle type, not generated d.ts.
        dts: false,
        ...federationSpeedOptions(app),
      }),
      htmlPage(app, { federated: true }),
      // A published remote's chunks load only if they are what was built (the host pins remoteEntry.js).
      ...(production && app.kind === 'remote' ? [new ChunkIntegrityPlugin()] : []),
      ...(production ? compressionPlugins() : []),
      // The host owns the site's origin, so only it has a service worker.
      ...(production && app.kind === 'host' ? [serviceWorkerPlugin()] : []),
    ],
    optimization: { moduleIds: production ? 'deterministic' : 'named', splitChunks: foldedChunks(app) },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    },
  };
}
