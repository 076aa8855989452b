/**
 * What a screen knows about itself that its route cannot: a business page's description and
 * photo, a search's filters. The host renders it into <head> over the route's own metadata.
 */
export type PageMetaInput = {
  description?: string;
  /** The page's own path when it differs from the address (an old slug, a query string). */
  canonicalPath?: string;
  /** Absolute URL or site path of the share image. */
  image?: string;
  type?: string;
  structuredData?: Record<string, unknown>;
  /** The path this metadata describes; the current address when left out. */
  path?: string;
};

/** Metadata held for one path: it never describes another page, even when a late answer sets it. */
export type PageMeta = Omit<PageMetaInput, 'path'> & { path: string };

export function pageMetaFor(input: PageMetaInput): PageMeta {
  const path = input.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return { ...input, path };
}
