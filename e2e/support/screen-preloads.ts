import type { Page } from '@playwright/test';

/** The path of every request the page makes from now on, in order. */
export function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The host's chunks the page's HTML preloads as its screen's code (the build's PrerenderPlugin). */
export const preloadedScreenChunks = (page: Page): Promise<string[]> =>
  page
    .locator('head link[rel="preload"][as="script"][href^="/chunks/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
