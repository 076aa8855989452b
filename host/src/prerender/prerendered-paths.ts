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
