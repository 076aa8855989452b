import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { REMOTE_APPS } from '../apps.ts';
import { createConfig } from './create-config.ts';
import { exposesOf } from './exposes.ts';
import type { FederatedApp } from './federated-app.ts';
import { htmlPage } from './html-page.ts';
import { ONE_BUNDLE_DIR } from './one-bundle-dir.ts';

export { ONE_BUNDLE_DIR };

async function loadRemoteApps(repoRoot: string): Promise<FederatedApp[]> {
  return Promise.all(
    REMOTE_APPS.map(async (app) => {
      const file = pathToFileURL(path.join(repoRoot, app.package, 'module-federation.config.ts')).href;
      return ((await import(file)) as { default: FederatedApp }).default;
    }),
  );
}

/** `remote_shell/Header` → the file remote-shell exposes as `./Header`, for every remote. */
export function exposedAliases(remotes: FederatedApp[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const remote of remotes) {
    for (const [key, file] of Object.entries(exposesOf(remote))) {
      aliases[`${remote.name}/${key.replace(/^\.\//, '')}$`] = path.resolve(remote.dir, file);
    }
  }
  return aliases;
}

/** Each file the app swaps in its one-bundle build (`oneBundleSwaps`) replaced wherever it is imported. */
export function swapPlugins(app: FederatedApp): webpack.NormalModuleReplacementPlugin[] {
  return Object.entries(app.oneBundleSwaps ?? {}).map(([file, replacement]) => {
    const resolved = path.resolve(app.dir, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new webpack.NormalModuleReplacementPlugin(new RegExp(`^${resolved}$`), path.resolve(app.dir, replacement));
  });
}

/**
 * The host and every remote built as one application, from the same sources and with the same
 * loaders, defines, compression and service worker, but no Module Federation (and no registry):
 * the files the host names in `oneBundleSwaps` (its federation start-up) are swapped for ones
 * that import the exposed parcels by their federated names. The speed benchmark's baseline.
 */
export async function createOneBundleConfig(host: FederatedApp): Promise<Configuration> {
  const repoRoot = path.dirname(host.dir);
  const { devServer: _devServer, ...config } = createConfig(host, 'production');
  const remotes = await loadRemoteApps(repoRoot);
  return {
    ...config,
    output: { ...config.output, path: path.join(host.dir, ONE_BUNDLE_DIR), uniqueName: 'kids_events' },
    resolve: { ...config.resolve, alias: exposedAliases(remotes) },
    plugins: [
      ...(config.plugins ?? []).filter(
        (plugin) => !(plugin instanceof ModuleFederationPlugin || plugin instanceof HtmlWebpackPlugin),
      ),
      htmlPage(host, { federated: false }),
      ...swapPlugins(host),
    ],
  };
}
