import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_NAME } from 'shared/contracts';
import { appStore, useAppStore } from 'shared/store';
// Under a fixed name, as the served head names it (api/src/modules/page-head/site-facts.ts).
import logoUrl from '../assets/logo.png?fixed-name';
import { servedHeadDescribes } from './served-head.ts';

export type RouteMeta = {
  description?: string;
  /** JSON-LD for the page, when it has any. */
  structuredData?: Record<string, unknown>;
  image?: string;
  type?: string;
};

function routeMeta(matches: ReturnType<typeof useMatches>): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = (matches[i]?.handle as { meta?: RouteMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return {};
}

/**
 * Page metadata for every page, rendered with React 19's own <meta>/<link> support (hoisted
 * into <head>). The title never changes, so it is written once, in the HTML page itself. What a
 * screen says of itself through the store (`setPageMeta`: a business's description and photo)
 * wins over its route's, for the path it was set on only; it is dropped once the path changes.
 * The page a visitor lands on already has its head from the server (served-head.ts), which says
 * what these screens say (api/src/modules/page-head): nothing is rendered over it until the
 * address changes.
 */
export function PageMeta() {
  const location = useLocation();
  const { pathname } = location;
  const fromRoute = routeMeta(useMatches());
  const fromScreen = useAppStore((state) => (state.pageMeta?.path === pathname ? state.pageMeta : null));
  useEffect(() => {
    const { pageMeta, setPageMeta } = appStore.getState();
    if (pageMeta && pageMeta.path !== pathname) setPageMeta(null);
  }, [pathname]);

  if (servedHeadDescribes(location)) return null;
  const meta = { ...fromRoute, ...fromScreen };
  const origin = window.location.origin;
  const canonical = `${origin}${fromScreen?.canonicalPath ?? pathname}`;
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const image = new URL(meta.image ?? logoUrl, origin).href;
  const type = meta.type ?? 'website';
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={DEFAULT_TITLE} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_GB" />
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={DEFAULT_TITLE} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {meta.structuredData && <script type="application/ld+json">{JSON.stringify(meta.structuredData)}</script>}
    </>
  );
}
