/** Files whose name carries a content hash never change: cache them for a year. */
export const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2?|ico)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Cache-Control for a served file, by its path inside the folder served.
 *
 * `versionFolders`: the folder is a remote's build folder, whose `<version>/` folders are
 * published once and never rewritten (tooling/src/webpack/output-dir.ts). A URL inside one names
 * one content, so its remoteEntry.js and manifest are as immutable as its hashed chunks: a deploy
 * or rollback changes which version the registry names, never a version's files. A returning
 * visitor then starts a remote from the cache, without a round trip to revalidate its entry.
 *
 * Everything else that keeps its name (the registry, HTML, the host's main.js) is revalidated on
 * every load, so a deploy or rollback takes effect on the next page view.
 */
export function cacheControl(pathname: string, { versionFolders = false }: { versionFolders?: boolean } = {}): string {
  if (HASHED_ASSET.test(pathname)) return IMMUTABLE;
  if (versionFolders && /^[^/\\]+[/\\][^/\\]/.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}
