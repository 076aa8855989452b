import { abortCanary, startCanary } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { publishVariant } from '../support/versions.ts';

const STABLE_TEXT = 'All rights reserved.';
const CANARY_TEXT = 'All rights reserved. Canary build.';

test('a canary reaches the sessions of its share, pinned like the stable version; its abort moves open tabs back', async ({
  ownSite,
  organizerPage: page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const stable = ownSite.registry.remotes.remote_shell!.version;
  const canary = `${stable}-canary.${Date.now().toString(36)}`;
  const unpublish = await publishVariant('remote-shell', stable, canary, STABLE_TEXT, CANARY_TEXT);
  try {
    await startCanary(ownSite.environment, 'remote-shell', canary, { percent: 100, actor: 'e2e' });
    const served = await (await page.request.get(`${ownSite.url}/registry.json`)).json();
    expect(served.remotes.remote_shell.canary).toMatchObject({
      version: canary,
      percent: 100,
      integrity: expect.stringMatching(/^sha384-/),
    });
    // Its entry is fetched (the integrity plugin refuses any entry without a pinned hash).
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    const footer = page.getByRole('contentinfo');
    await page.goto(`${ownSite.url}/about`);
    await expect(footer).toContainText(CANARY_TEXT);
    expect(entries).toContain(served.remotes.remote_shell.canary.entry);
    const cohort = await page.evaluate(() => localStorage.getItem('kids-events.cohort'));
    expect(cohort).toMatch(/^\d{1,2}$/);

    // A share of 1 %: one cohort of the hundred runs it (37 for remote_shell: (37 + 63) % 100 < 1,
    // host/src/remotes/cohort.ts), every other stays on stable.
    await startCanary(ownSite.environment, 'remote-shell', canary, { percent: 1, actor: 'e2e' });
    const other = await (await browser.newContext()).newPage();
    for (const [cohort, text] of [
      ['36', STABLE_TEXT],
      ['37', CANARY_TEXT],
      ['38', STABLE_TEXT],
    ] as const) {
      await other.goto(`${ownSite.url}/about`);
      await other.evaluate((value) => localStorage.setItem('kids-events.cohort', value), cohort);
      await other.reload();
      await expect(other.getByRole('contentinfo')).toContainText(text);
      if (text === STABLE_TEXT) await expect(other.getByRole('contentinfo')).not.toContainText(CANARY_TEXT);
    }
    await other.context().close();

    // Back to everyone, then the abort: the open tab leaves the canary without a reload.
    await startCanary(ownSite.environment, 'remote-shell', canary, { percent: 100, actor: 'e2e' });
    await page.reload();
    await expect(footer).toContainText(CANARY_TEXT);
    const started = Date.now();
    await abortCanary(ownSite.environment, 'remote-shell', { actor: 'e2e', reason: 'drill' });
    await expect(footer).not.toContainText(CANARY_TEXT, { timeout: 30_000 });
    await expect(footer).toContainText(STABLE_TEXT);
    console.log(`drill: canary abort to open tab ${Date.now() - started} ms`);
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});
