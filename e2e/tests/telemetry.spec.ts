import { deploy, readRegistry, startCanary } from 'tooling/ops';
import { inCanary } from '../../host/src/remotes/canary-share.ts';
import { expect, test } from '../support/own-api.ts';
import { E2E_API_PORT } from '../support/ports.ts';
import { clickSubscribe, figuresOf, SUBSCRIBE_HANDLER, SUBSCRIBE_THROWS } from '../support/telemetry.ts';
import { publishVariant } from '../support/versions.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const COHORT_KEY = 'kids-events.cohort';

// Each load's report is sent as the next load hides the page (its click comes well within the
// 3 s batch): the count reaches the errors thrown only if every report sent at page leave arrives.
test("a remote's thrown error arrives at the API attributed to that remote and version", async ({ ownSite, page }) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const faulty = `${v1}-fault.${unique()}`;
  const unpublish = await publishVariant('remote-shell', v1, faulty, SUBSCRIBE_HANDLER, SUBSCRIBE_THROWS);
  const apiUrl = `http://127.0.0.1:${E2E_API_PORT}`;
  try {
    await deploy(ownSite.environment, 'remote-shell', faulty, 'e2e');
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    const loads = 4;
    for (let i = 0; i < loads; i += 1) await clickSubscribe(page, `${ownSite.url}/about?load=${i}`);
    // Leaving the page sends what it has not sent yet.
    await page.goto('about:blank');
    expect(thrown).toEqual(Array(loads).fill('the mailing-list button is broken'));

    await expect
      .poll(() => figuresOf(apiUrl, 'remote_shell', faulty), { timeout: 15_000 })
      .toMatchObject({ errors: loads });
    const figures = await figuresOf(apiUrl, 'remote_shell', faulty);
    expect(figures.sessions).toBeGreaterThanOrEqual(loads);
    console.log(
      `attribution: ${figures.errors} of ${thrown.length} thrown errors counted against remote_shell ${faulty}`,
    );
  } finally {
    await unpublish();
  }
});

test.describe('automatic rollback', () => {
  test.use({ watchCanaries: true });

  test('a canary that throws on one click for its cohort is aborted by the sweep; sessions outside the cohort never load it', async ({
    ownApi: { stack, site },
    browser,
  }) => {
    test.setTimeout(240_000);
    const registry = await readRegistry(site.environment);
    const v1 = registry.remotes.remote_shell!.version;
    const canary = `${v1}-canary.${unique()}`;
    const unpublish = await publishVariant('remote-shell', v1, canary, SUBSCRIBE_HANDLER, SUBSCRIBE_THROWS);
    try {
      const percent = 30;
      await startCanary(site.environment, 'remote-shell', canary, { percent, actor: 'e2e' });
      const inside = [...Array(100).keys()].find((c) => inCanary('remote_shell', percent, c))!;
      const outside = [...Array(100).keys()].find((c) => !inCanary('remote_shell', percent, c))!;
      const session = async (cohort: number) => {
        const context = await browser.newContext();
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: COHORT_KEY,
          value: String(cohort),
        });
        const page = await context.newPage();
        const canaryRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes(`/${canary}/`)) canaryRequests.push(request.url());
        });
        const thrown: string[] = [];
        page.on('pageerror', (error) => thrown.push(error.message));
        return { context, page, canaryRequests, thrown };
      };
      const inCohort = await session(inside);
      const outsider = await session(outside);

      // Sessions outside the cohort: stable, clicks work, nothing thrown.
      for (let i = 0; i < 3; i += 1) await clickSubscribe(outsider.page, `${site.url}/about`);
      await expect(outsider.page.getByRole('form', { name: 'Subscribe to our Mailing List' })).toBeVisible();

      // The cohort's session: every load runs the canary, every click throws.
      const loads = 6;
      let firstError = 0;
      for (let i = 0; i < loads; i += 1) {
        await clickSubscribe(inCohort.page, `${site.url}/about?load=${i}`);
        firstError ||= Date.now();
      }
      await inCohort.page.goto(`${site.url}/contact`);
      expect(inCohort.thrown).toHaveLength(loads);
      expect(inCohort.canaryRequests.some((url) => url.endsWith(`/${canary}/remoteEntry.js`))).toBe(true);

      await expect
        .poll(() => figuresOf(stack.apiUrl, 'remote_shell', canary), { timeout: 15_000 })
        .toMatchObject({ errors: loads });

      // The test drives the sweep (the API's own timer is off): one run judges and aborts.
      const run = await fetch(`${stack.apiUrl}/api/internal/timed/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-token': 'dev-internal-token' },
        body: JSON.stringify({ now: new Date().toISOString() }),
      });
      expect(run.status).toBe(200);
      expect((await run.json()).transitioned.abortedCanaries).toBe(1);
      const reverted = Date.now();

      const after = await readRegistry(site.environment);
      expect(after.remotes.remote_shell!.canary).toBeUndefined();
      expect(after.remotes.remote_shell!.version).toBe(v1);
      const abort = after.history.at(-1)!;
      expect(abort).toMatchObject({ action: 'abort', actor: 'automatic-rollback', from: canary, to: v1 });
      expect(abort.figures).toMatchObject({ canaryVersion: canary, canaryErrors: loads });

      // The cohort's next load is back on stable, and the click works again.
      inCohort.canaryRequests.length = 0;
      await clickSubscribe(inCohort.page, `${site.url}/about`);
      await expect(inCohort.page.getByRole('form', { name: 'Subscribe to our Mailing List' })).toBeVisible();
      expect(inCohort.canaryRequests).toEqual([]);
      expect(inCohort.thrown).toHaveLength(loads);

      expect(outsider.canaryRequests).toEqual([]);
      expect(outsider.thrown).toEqual([]);

      const figures = await figuresOf(stack.apiUrl, 'remote_shell', canary);
      console.log(
        `automatic rollback: ${((reverted - firstError) / 1000).toFixed(1)} s from the first error to the revert; ` +
          `${figures.errors} of ${loads} thrown errors attributed to remote_shell ${canary} ` +
          `(${((figures.errors / loads) * 100).toFixed(0)} %), ${figures.sessions} canary sessions`,
      );
      await Promise.all([inCohort.context.close(), outsider.context.close()]);
    } finally {
      await unpublish();
    }
  });
});
