/**
 * What a page's head says of it, read from its path and query: a business page (its description,
 * cover photo and LocalBusiness data), a gallery, the results of a search, the home page, and the
 * default for every other path. The same facts the site's screens give the browser's PageMeta
 * (host/src/meta), so a page landed on says in its HTML what it says once its scripts have run.
 */
import type { PublicPhoto } from '../photos/index.ts';
import { businessSummary } from './business-summary.ts';
import { resultsDescription, resultsFilters } from './results-description.ts';
import { resultsSearchPath } from './results-search.ts';
import {
  BUSINESS_PHOTO_SIZES,
  CARD_PHOTO_SIZES,
  COMPANY_NAME,
  DEFAULT_DESCRIPTION,
  SHARE_LOGO_PATH,
  SITE_NAME,
} from './site-facts.ts';

/** The largest image above the fold, for a `<link rel="preload">` that names what its `<picture>` will pick. */
export interface ImagePreload {
  srcset: string;
  sizes: string;
  type: 'image/avif';
}

export interface PageMeta {
  description: string;
  /** The page's own path (a moved business's current slug; the results page without its query). */
  canonicalPath: string;
  /** Absolute URL of the share image: the logo when the page has no image of its own. */
  image: string;
  /** Whether the image is the page's own (a large card) rather than the logo. */
  ownImage: boolean;
  type: 'website';
  structuredData?: Record<string, unknown>;
  preload?: ImagePreload;
  /** A read the page's scripts will make at once, same-origin path and query: preloaded so it starts with the page. */
  dataPreload?: string;
}

interface BusinessForHead {
  name: string;
  slug: string;
  description: string;
  categories: string[];
  baseTown: string | null;
  photos: PublicPhoto[];
}

/** What the page head reads, narrowed to what it needs (the API's own modules in production). */
export interface PageMetaSources {
  business(slug: string): Promise<BusinessForHead | { movedTo: string } | undefined>;
  gallery(id: string): Promise<{ name: string; business: { name: string }; photos: PublicPhoto[] } | undefined>;
  /** The first card of a search, or undefined when there is none or the filters are not a valid search. */
  firstResultPhoto(query: URLSearchParams): Promise<PublicPhoto | null | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const defaults = (origin: string, path: string): PageMeta => ({
  description: DEFAULT_DESCRIPTION,
  canonicalPath: path,
  image: new URL(SHARE_LOGO_PATH, origin).href,
  ownImage: false,
  type: 'website',
});

const avifPreload = (photo: PublicPhoto, sizes: string): ImagePreload => ({
  srcset: photo.sources.avif,
  sizes,
  type: 'image/avif',
});

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

async function businessMeta(sources: PageMetaSources, origin: string, slug: string, path: string): Promise<PageMeta> {
  let found = await sources.business(slug);
  // The page reads the business at the slug it was opened with: an old slug's read is a redirect.
  const current = found !== undefined && !('movedTo' in found);
  // An old slug: the page moves to the current one, which is the canonical address.
  if (found && 'movedTo' in found) found = await sources.business(found.movedTo);
  if (!found || 'movedTo' in found) return defaults(origin, path);
  const business = found;
  const cover = business.photos[0];
  const image = cover && new URL(cover.fallback, origin).href;
  return {
    description: businessSummary(business),
    canonicalPath: `/pages/${encodeURIComponent(business.slug)}`,
    image: image ?? defaults(origin, path).image,
    ownImage: image !== undefined,
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: business.name,
      description: business.description || undefined,
      image,
      address: business.baseTown
        ? { '@type': 'PostalAddress', addressLocality: business.baseTown, addressCountry: 'GB' }
        : undefined,
    },
    ...(cover ? { preload: avifPreload(cover, BUSINESS_PHOTO_SIZES) } : {}),
    ...(current ? { dataPreload: publicBusinessPath(slug) } : {}),
  };
}

/**
 * The address the business page reads its business from, written as the organizer's page writes
 * it (remote-organizer/src/features/businesses/utils/public-business-path.ts): a test holds them together.
 */
export const publicBusinessPath = (slug: string) => `/api/public/businesses/${encodeURIComponent(slug)}`;

/**
 * The metadata of the page at `path` (as the browser sent it, still percent-encoded) with `query`,
 * on the site at `origin`.
 */
export async function pageMetaFor(
  sources: PageMetaSources,
  origin: string,
  path: string,
  query: URLSearchParams,
): Promise<PageMeta> {
  if (path === '/') {
    return {
      ...defaults(origin, path),
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        description: DEFAULT_DESCRIPTION,
        publisher: { '@type': 'Organization', name: COMPANY_NAME },
      },
    };
  }
  if (path === '/results') {
    const photo = await sources.firstResultPhoto(query);
    // undefined: a search the API refuses, whose message the page shows without a preload.
    const search = photo === undefined ? undefined : resultsSearchPath(query);
    return {
      ...defaults(origin, path),
      description: resultsDescription(resultsFilters(query)),
      ...(photo ? { preload: avifPreload(photo, CARD_PHOTO_SIZES) } : {}),
      ...(search ? { dataPreload: search } : {}),
    };
  }
  const business = /^\/pages\/([^/]+)$/.exec(path);
  const slug = business && decoded(business[1]!);
  if (slug) return businessMeta(sources, origin, slug, path);

  const gallery = /^\/gallery\/([^/]+)$/.exec(path);
  const galleryId = gallery && decoded(gallery[1]!);
  if (galleryId && UUID.test(galleryId)) {
    const found = await sources.gallery(galleryId);
    if (!found) return defaults(origin, path);
    const count = found.photos.length;
    const cover = found.photos[0];
    return {
      ...defaults(origin, path),
      description: `${found.name}: ${count} ${count === 1 ? 'photo' : 'photos'} by ${found.business.name}.`,
      ...(cover ? { image: new URL(cover.fallback, origin).href, ownImage: true } : {}),
    };
  }
  return defaults(origin, path);
}
