/**
 * The origin a page head names. SITE_ORIGIN when configured (always, in production). Without it,
 * in development and test, the origin the request came through (X-Forwarded-Proto and -Host from
 * a trusted proxy, else its own) when it is this machine's (localhost, 127.0.0.1, [::1], any
 * port: the local servers and the benchmark pick ports freely) or one of CORS_ORIGINS. A cached
 * head is served to everyone, so it never carries whatever Host a caller made up.
 */
export interface SiteOriginSettings {
  siteOrigin: string | undefined;
  corsOrigins: readonly string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export function siteOriginOf(
  settings: SiteOriginSettings,
  request: { protocol: string; host: string },
): string | undefined {
  if (settings.siteOrigin) return settings.siteOrigin;
  const origin = `${request.protocol}://${request.host}`;
  // Only well-formed origins: a Host header with a path or user part is no origin at all.
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return undefined;
  }
  if (parsed !== origin) return undefined;
  return isLoopback(origin) || settings.corsOrigins.includes(origin) ? origin : undefined;
}
