import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import type { Chunk, Configuration, RuleSetRule } from 'webpack';
import type { FederatedApp } from './federated-app.ts';
import { SingleShareRuntimePlugin } from './single-share-runtime-plugin.ts';

const require = createRequire(import.meta.url);

/**
 * The ES-module build of the plugin that hands the host's federation runtime to the remotes.
 * (`provideExternalRuntime: true` resolves the CommonJS build, which bundles a second copy.)
 */
const injectRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const webpackDir = path.dirname(fileURLToPath(import.meta.url));

/** Splits the host's start-up task in two (see the plugin). */
const yieldBeforeStartPlugin = path.join(webpackDir, 'yield-before-start-plugin.ts');

/** Loads a remote module in three tasks, not one (see the plugin). */
const yieldBeforeFactoryPlugin = path.join(webpackDir, 'yield-before-factory-plugin.ts');

/** Hands the host's webpack bundler runtime to the remotes (see the plugin). */
const provideBundlerRuntimePlugin = path.join(webpackDir, 'provide-bundler-runtime-plugin.ts');

/**
 * Module Federation options that make the federated site load as fast as one bundle; each is
 * measured in docs/performance.md.
 */
export function federationSpeedOptions(app: FederatedApp) {
  const host = app.kind === 'host';
  return {
    // The entry waits for its shared modules itself: no bootstrap chunk round trip.
    experiments: {
      asyncStartup: true,
      // One federation runtime on the page, the host's: remotes use it instead of their own copy.
      externalRuntime: !host,
      optimization: {
        // Remotes are registered by their remoteEntry.js, so manifest snapshots are dead code.
        disableSnapshot: true,
        target: 'web' as const,
        // Remotes load no other remote (the host's loader mounts nested parcels).
        disableRemote: !host,
      },
    },
    runtimePlugins: host
      ? [injectRuntimePlugin, provideBundlerRuntimePlugin, yieldBeforeStartPlugin, yieldBeforeFactoryPlugin]
      : [],
  };
}

/** The runtime core's snapshot handler, in the host's build (see the loader). */
const SNAPSHOT_HANDLER =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;

/** The host's runtime core without its manifest loading, which a site registered by remoteEntry.js never uses. */
export function federationSpeedRules(app: FederatedApp): RuleSetRule[] {
  if (app.kind !== 'host') return [];
  return [{ test: SNAPSHOT_HANDLER, loader: path.join(webpackDir, 'manifestless-snapshot-loader.ts') }];
}

/** What the federation entry of every container imports: the whole webpack bundler runtime. */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * Every container without webpack's dead copy of the sharing runtime (see the plugin); and a
 * remote's container takes the webpack bundler runtime from the page (the host's, or its
 * standalone page's federation-runtime.js) instead of carrying a copy: about 9 KB raw, 2.8 KiB
 * gzip of every remoteEntry.js.
 */
export function federationSpeedPlugins(app: FederatedApp): webpack.WebpackPluginInstance[] {
  return [
    new SingleShareRuntimePlugin(),
    ...(app.kind === 'remote'
      ? [
          new webpack.NormalModuleReplacementPlugin(
            BUNDLER_RUNTIME_ENTRY,
            path.join(webpackDir, 'host-bundler-runtime.ts'),
          ),
        ]
      : []),
  ];
}

type Origin = { module?: object | null };

/** True when every way the chunk is reached is an async block of one of these federation modules. */
function reachedOnlyThrough(chunk: Chunk, moduleClasses: string[]): boolean {
  const groups = [...chunk.groupsIterable];
  return (
    groups.length > 0 &&
    groups.every((group) =>
      (group.origins as Origin[]).some((origin) => moduleClasses.includes(origin.module?.constructor.name ?? '')),
    )
  );
}

/**
 * Folds chunks into the entry that always needs them, saving a round trip each:
 * - the host's own copies of the shared packages go into main.js (the host always provides them);
 * - a remote's exposed parcels go into its remoteEntry.js.
 */
export function foldedChunks(app: FederatedApp): NonNullable<Configuration['optimization']>['splitChunks'] {
  if (app.kind === 'host') {
    return {
      cacheGroups: {
        sharedInMain: {
          name: 'main',
          enforce: true,
          chunks: (chunk) => reachedOnlyThrough(chunk, ['ProvideSharedModule', 'ConsumeSharedModule']),
        },
      },
    };
  }
  return {
    cacheGroups: {
      exposesInEntry: {
        name: app.name,
        enforce: true,
        chunks: (chunk) => reachedOnlyThrough(chunk, ['ContainerEntryModule']),
        // The shared modules an exposed parcel consumes stay behind in a chunk with no code of its
        // own: loading it (no request) is what makes the runtime resolve them asynchronously.
        test: (module: object) => module.constructor.name !== 'ConsumeSharedModule',
      },
    },
  };
}
