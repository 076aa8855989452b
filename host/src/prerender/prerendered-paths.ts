/**
 * The host's own public pages, rendered to HTML at build time: their text is in the page as it
 * arrives (the first paint and the largest one, and what a search engine reads without
 * running scripts). Each has no content that depends on the visitor or the day.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/howitworks',
  '/faq',
  '/about',
  '/terms',
  '/privacy',
  '/contact',
];

/**
 * Paths whose screen only the browser can draw (it reads the query), though the build knows its
 * code: each is written as the frame, a page of its own that preloads that screen's code.
 */
export const FRAMED_PATHS: readonly string[] = ['/results'];
