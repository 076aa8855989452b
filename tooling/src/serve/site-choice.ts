import { SITE_LAYOUTS, type SiteLayout } from '../ops/environments.ts';

export type SiteChoice = { layout: SiteLayout; tls: boolean };

/**
 * How `npm start` and `pnpm serve` serve the site, from the environment: SITE_LAYOUT (`origins`,
 * the default, or `path`) and SITE_TLS (`1` for HTTPS with HTTP/2 on the local certificate).
 * Anything else is refused with the values it takes, rather than quietly served another way.
 */
export function siteChoiceFrom(env: NodeJS.ProcessEnv): SiteChoice {
  const layout = env.SITE_LAYOUT?.trim() || 'origins';
  if (!SITE_LAYOUTS.includes(layout as SiteLayout))
    throw new Error(`SITE_LAYOUT is "${layout}": use ${SITE_LAYOUTS.join(' or ')}.`);
  const tls = env.SITE_TLS?.trim() || '0';
  if (tls !== '0' && tls !== '1') throw new Error(`SITE_TLS is "${tls}": use 1 (HTTPS with HTTP/2) or 0.`);
  return { layout: layout as SiteLayout, tls: tls === '1' };
}
