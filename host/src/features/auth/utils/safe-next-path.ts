/**
 * Where to go after signing in: a path on this site only. Anything that would leave the site
 * (`//evil.example`, `https://…`, `/\evil`) falls back to `fallback`.
 */
export function safeNextPath(candidate: unknown, origin: string, fallback = '/'): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
