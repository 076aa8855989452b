/**
 * The origin a page head names. SITE_ORIGIN when configured (always, in production). Without it,
 * in development and test, the origin the request came through (X-Forwarded-Proto and -Host from
 * a trusted proxy, else its own), only when it is one the site is known to be served from
 * (CORS_ORIGINS): a cached head must never carry whatever Host a caller made up.
 */
export interface SiteOriginSettings {
  siteOrigin: string | undefined;
  corsOrigins: readonly string[];
}

export function siteOriginOf(
  settings: SiteOriginSettings,
  request: { protocol: string; host: string },
): string | undefined {
  if (settings.siteOrigin) return settings.siteOrigin;
  const origin = `${request.protocol}://${request.host}`;
  return settings.corsOrigins.includes(origin) ? origin : undefined;
}
