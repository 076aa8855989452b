import type { Page } from '@playwright/test';

/**
 * Empties the browser's HTTP cache, so the next load is a new visitor's. A remote's version
 * folder is served immutable, so a visitor who has loaded a version keeps using its cached copy
 * whatever happens to the server since; tests of what the server sends start from an empty cache.
 */
export async function forgetCachedFiles(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}
