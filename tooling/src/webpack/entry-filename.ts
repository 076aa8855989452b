import type webpack from 'webpack';
import type { FederatedApp } from './federated-app.ts';

type EntryFilename = NonNullable<NonNullable<webpack.Configuration['output']>['filename']>;

/**
 * The name of an app's entry file (main.js).
 *
 * The host's production entry carries a content hash, like its chunks. Its pages name it (they are
 * revalidated on every load), and its service worker then precaches it under its own URL, with no
 * revision. Stored as `main.js?__WB_REVISION__=…` (Workbox's key for a file without a hash), it got
 * no code cache from Chromium while the worker installed, so a returning visit compiled it again
 * and wrote its code cache on the main thread; with the hash, it starts from the cache compiled at
 * install, read off the main thread (docs/performance.md, "main.js from its code cache").
 *
 * Module Federation's runtime asks for the entry's name before its content hash exists (only to
 * learn its folder), so until then the name is given without the hash: the folder is the same.
 *
 * A remote's entries keep stable names: each sits in a version folder published once and cached
 * as immutable, so its name already says which content it is.
 */
export function entryFilename(kind: FederatedApp['kind'], production: boolean): EntryFilename {
  if (!production || kind !== 'host') return '[name].js';
  return (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');
}
