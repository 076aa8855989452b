import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The packages every app shares as Module Federation singletons, listed once.
 * Versions are read from the installed packages so the declaration can never drift
 * from what is actually bundled.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'single-spa',
  'single-spa-react',
] as const;

/** Subpath prefixes shared too: without them `react-dom/client` is bundled twice. */
export const SINGLETON_SUBPATH_PREFIXES = ['react/', 'react-dom/'] as const;

/**
 * The workspace `shared` package: one store, one API client for every root. `shared/contracts`
 * and `shared/kit` are not shared: they hold no state, so each app bundles what it uses of them
 * (docs/adr/0013, 0016).
 */
export const SHARED_PACKAGE = 'shared';
export const SHARED_PACKAGE_SUBPATHS = [
  'shared/store',
  'shared/api-client',
  'shared/auth',
  'shared/theme',
  'shared/parcel',
  'shared/remote-slot',
  'shared/ui',
  // Its own subpath so a remote using it still works beside an older host's shared/ui.
  'shared/ui/media-query',
  'shared/ui/bookings',
  'shared/consent',
] as const;

/**
 * Subpaths the host does not provide: only the page-group remotes render them, and whatever the
 * host provides is in main.js, which every page downloads. The remotes provide them instead.
 */
export const REMOTES_ONLY_SUBPATHS: readonly (typeof SHARED_PACKAGE_SUBPATHS)[number][] = ['shared/ui/bookings'];

/**
 * Packages shared through a module that re-exports only what the site uses (a shared module is
 * never tree-shaken), relative to the `shared` package.
 */
export const NARROWED_PACKAGES: Partial<Record<(typeof SINGLETON_PACKAGES)[number], string>> = {
  'react-router-dom': 'src/vendor/react-router-dom.ts',
  'styled-components': 'src/vendor/styled-components.ts',
};

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: string;
};

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifest = require(`${pkg}/package.json`) as { version: string };
  return manifest.version;
}

/** Builds the `shared` option of the Module Federation plugin for one app. */
export function sharedSingletons(appDir: string, kind: 'host' | 'remote'): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const resolve = createRequire(path.join(appDir, 'package.json')).resolve;
  const sharedDir = path.dirname(resolve(`${SHARED_PACKAGE}/package.json`));
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(appDir, pkg);
    const narrowed = NARROWED_PACKAGES[pkg];
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(narrowed && { import: path.join(sharedDir, narrowed) }),
    };
  }
  for (const prefix of SINGLETON_SUBPATH_PREFIXES) {
    const version = installedVersion(appDir, prefix.slice(0, -1));
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const sharedVersion = installedVersion(appDir, SHARED_PACKAGE);
  for (const subpath of SHARED_PACKAGE_SUBPATHS) {
    if (kind === 'host' && REMOTES_ONLY_SUBPATHS.includes(subpath)) continue;
    // By file, so every app provides every subpath even when it imports none of it itself: the
    // host then supplies all of `shared` from main.js and no remote fetches a copy of its own.
    shared[subpath] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
      import: resolve(subpath),
    };
  }
  return shared;
}
