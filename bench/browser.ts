/** One Chromium set-up for every measurement: Debian's build, nothing talking to the internet. */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from 'tooling/chromium';
import type { View } from './figures.ts';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** `extraFlags`: what the served sites need, such as trusting their local certificate. */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/** Without a stored view, `/` shows the view chooser; the store reads `selectedView` at start. */
export async function contextWithView(
  browser: Browser,
  view: View,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(([key, chosen]) => window.localStorage.setItem(key, chosen), [
    STORAGE_KEYS.selectedView,
    view,
  ] as const);
  return context;
}

/**
 * Waits (at most 10 s) for the service worker, where the build registers one, to be active: its
 * install precaches the host's files, work that would otherwise overlap the next measurement.
 */
export async function settleServiceWorker(tab: Page): Promise<void> {
  await tab.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration)
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/**
 * Waits for a page's h1; if it does not come, the error says what the page showed instead (its
 * h1s, console errors, failed requests) and where a screenshot of it is. Call it right after
 * opening the tab so it sees the whole load.
 */
export function watchPage(tab: Page) {
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  tab.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  tab.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return {
    waitForHeading: async (heading: string, timeout = 15_000) => {
      try {
        await tab.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout });
      } catch (error) {
        const screenshot = path.join(os.tmpdir(), `bench-${Date.now()}.png`);
        await tab.screenshot({ path: screenshot }).catch(() => undefined);
        const shown = await tab
          .locator('h1')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(
          [
            `No h1 "${heading}" on ${tab.url()} after ${timeout} ms; h1s: ${JSON.stringify(shown)}; screenshot: ${screenshot}`,
            ...problems,
          ].join('\n  '),
          { cause: error },
        );
      }
    },
  };
}
