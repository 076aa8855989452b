import { appAt } from 'tooling/apps';
import type { FederatedApp } from 'tooling/webpack';

const app = appAt(import.meta.dirname);

/** The host consumes remotes listed in the registry at run time; it exposes nothing. */
export default {
  dir: import.meta.dirname,
  name: app.federationName,
  kind: app.kind,
  port: app.port,
  title: "The Ultimate Kids' Event Platform",
  // In parallel with main.js: the registry, then the remoteEntry.js the first view needs.
  sideScripts: [
    {
      file: 'preload-remotes.js',
      entry: './src/preload-remotes-entry.ts',
      load: 'async',
      preloadFetches: ['/registry.json'],
    },
  ],
  // The public pages and the frame of every other path, drawn at build time (both builds alike).
  prerender: './src/prerender/render-pages.server.tsx',
  // One bundle has no federation: its start-up imports the exposed parcels by their federated names.
  oneBundleSwaps: { './src/remotes/start-federation.ts': './src/one-bundle/start-federation.ts' },
} satisfies FederatedApp;
