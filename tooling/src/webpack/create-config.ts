import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { publicEnvDefinitions } from './public-env.ts';
import { serviceWorkerPlugin } from './service-worker.ts';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.ts';
import { federationSpeedOptions, foldedChunks } from './federation-speed.ts';
import { sharedSingletons } from './singletons.ts';
import { PRELOAD_REMOTES, sideScriptConfig, sideScriptsOf, STANDALONE_RUNTIME } from './side-scripts.ts';
import { FRONT_END_PACKAGES, inputsOf, SHARED_INPUTS, type FrontEndPackage } from '../ci/packages.ts';
import { buildSource, buildVersion, type BuildSource } from './version.ts';

const toolingDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Loaders are the tooling package's dependencies, not each app's.
const toolingRequire = createRequire(import.meta.url);

export type FederatedApp = {
  /** The app's folder (where its package.json is). */
  dir: string;
  /** Module Federation container name; a valid JS identifier, unique across the platform. */
  name: string;
  kind: 'host' | 'remote';
  port: number;
  /** A remote's public contract. */
  exposes?: Record<string, string>;
  /** Title of the app's own HTML page (the host's site page, or a remote's standalone page). */
  title: string;
};

export type BuildMode = 'production' | 'development';

type AppConfig = Configuration & { devServer: DevServerConfiguration };

/** The shape of every app's webpack.config.ts (webpack-cli's `(env, argv)` convention). */
export type AppConfigFactory = (env: unknown, argv: { mode?: BuildMode }) => AppConfig;

/** What an app's webpack.config.ts exports: its federation facts bound to the shared factory. */
export function defineAppConfig(app: FederatedApp): AppConfigFactory {
  return (_env, argv) => createConfig(app, argv.mode ?? 'production');
}

type PackageJson = { name: string; version: string };

export function readPackage(dir: string): PackageJson {
  return createRequire(path.join(dir, 'package.json'))('./package.json') as PackageJson;
}

export type BuildOutput = {
  /** Where webpack writes: the host's dist/, or a remote's staging folder before it is published. */
  path: string;
  version: string;
  source: BuildSource;
  /** A remote's published versions live in `<dist>/<version>/`, never rewritten. */
  dist: string;
};

const memo = new Map<string, BuildOutput>();

/** Where a build lands: the host at dist/, a remote at a staging folder then dist/<version>/ (immutable). */
export function outputDir(app: FederatedApp): BuildOutput {
  const cached = memo.get(app.dir);
  if (cached) return cached;
  const pkg = readPackage(app.dir);
  const known = (FRONT_END_PACKAGES as readonly string[]).includes(pkg.name);
  const source = buildSource(app.dir, known ? inputsOf(pkg.name as FrontEndPackage) : [path.basename(app.dir) + '/', ...SHARED_INPUTS]);
  const version = buildVersion(pkg.version, source);
  const dist = path.join(app.dir, 'dist');
  const staging = path.join(app.dir, '.publish-staging', `${version}.${process.pid}`);
  const output = { path: app.kind === 'remote' ? staging : dist, version, source, dist };
  memo.set(app.dir, output);
  return output;
}

/** Precompressed copies of every text file, which the servers prefer (brotli, then gzip). */
export function compressionPlugins(): CompressionPlugin[] {
  return [
    new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, filename: '[path][base].gz' }),
    new CompressionPlugin({ algorithm: 'brotliCompress', test: /\.(js|css|html|svg|json)$/, filename: '[path][base].br' }),
  ];
}

/**
 * The app's HTML page: the host's site page (which, when federated, starts on the registry and
 * the first view's remotes before main.js) or a remote's standalone page.
 */
export function htmlPage(app: FederatedApp, { federated }: { federated: boolean }): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    template: path.join(toolingDir, 'src/webpack/index.html'),
    title: app.title,
    preloadRemotes: federated && app.kind === 'host' ? `/${PRELOAD_REMOTES.file}` : null,
    standaloneRuntime: app.kind === 'remote' ? STANDALONE_RUNTIME.file : null,
    chunks: ['main'],
    favicon: path.join(toolingDir, 'src/webpack/favicon.svg'),
  });
}

/** Every compilation of an app: its own, then the side scripts its page loads before main.js. */
export function compilationsOf(app: FederatedApp, config: AppConfig, mode: BuildMode): Configuration[] {
  const outputPath = config.output?.path ?? outputDir(app).path;
  return [config, ...sideScriptsOf(app).map((script) => sideScriptConfig(app, script, mode, outputPath))];
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
