import type { Page } from '@playwright/test';

/** The development API's internal service token (the summary is for ops only). */
const DEV_SERVICE_TOKEN = 'dev-internal-token';

/** One remote version's figures as the API's telemetry summary gives them. */
export type VersionFigures = { remote: string; version: string; sessions: number; errors: number };

/** What the API counted for `remote` at `version` over the last minutes (zeros when nothing). */
export async function figuresOf(apiUrl: string, remote: string, version: string): Promise<VersionFigures> {
  const response = await fetch(`${apiUrl}/api/internal/telemetry/summary?minutes=30`, {
    headers: { 'x-service-token': DEV_SERVICE_TOKEN },
  });
  if (!response.ok) throw new Error(`${apiUrl} answered ${response.status}: ${await response.text()}`);
  const { versions } = (await response.json()) as { versions: VersionFigures[] };
  return (
    versions.find((v) => v.remote === remote && v.version === version) ?? { remote, version, sessions: 0, errors: 0 }
  );
}

/**
 * remote-shell's "Subscribe to our Mailing List" button made to throw when clicked: its handler
 * (minified differently in remoteEntry.js and its chunk) replaced by a throw.
 */
export const SUBSCRIBE_HANDLER = /onClick:\(\)=>\w+\(!0\),children:"Subscribe to our Mailing List"/g;
export const SUBSCRIBE_THROWS =
  'onClick:()=>{throw new TypeError("the mailing-list button is broken")},children:"Subscribe to our Mailing List"';

/** Loads `url` and clicks the button; the page's telemetry reports when the next load hides it. */
export async function clickSubscribe(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe to our Mailing List' }).click();
}
