/** Debian's Chromium, as every browser run here starts it (end-to-end tests, benchmarks, CI). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing talking to the internet or doing first-run work behind the page's back. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Makes Chromium accept the site's local certificate (tooling/src/serve/tls.ts), pinned by its
 * public key, and no other certificate error: the page counts as secure (service workers register).
 * Chromium honours this switch only with a --user-data-dir, which Playwright and the benchmark's
 * Lighthouse browser both pass.
 */
export function trustCertificateFlags(spki: string): string[] {
  return [`--ignore-certificate-errors-spki-list=${spki}`];
}
