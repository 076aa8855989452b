/** Files whose name carries a content hash never change: cache them for a year. */
export const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2?|ico)$/;

/**
 * Cache-Control for a served file. The registry, manifests, remoteEntry.js and HTML are
 * revalidated on every load so a deploy or rollback takes effect on the next page view.
 */
export function cacheControl(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
