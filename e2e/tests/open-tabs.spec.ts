import { deploy, readRegistry, rollback } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { publishVariant } from '../support/versions.ts';

const GOOD_TEXT = 'All rights reserved.';
const BAD_TEXT = 'All rights reserved. Faulty build.';

test('drill: a rollback reaches a tab left open on the bad version within 30 s, without a reload and without losing typed input', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const good = ownSite.registry.remotes.remote_shell!.version;
  const bad = `${good}-faulty.${Date.now().toString(36)}`;
  const unpublish = await publishVariant('remote-shell', good, bad, GOOD_TEXT, BAD_TEXT);
  try {
    await deploy(ownSite.environment, 'remote-shell', bad, 'e2e');
    const footer = page.getByRole('contentinfo');
    await page.goto(`${ownSite.url}/login`);
    await expect(footer).toContainText(BAD_TEXT);
    await page.evaluate(() => ((window as unknown as { openedOnce: boolean }).openedOnce = true));
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('');
    await email.pressSequentially('ada@example.com');

    const started = Date.now();
    await rollback(ownSite.environment, 'remote_shell', undefined, 'e2e');
    await expect(footer).not.toContainText(BAD_TEXT, { timeout: 30_000 });
    await expect(footer).toContainText(GOOD_TEXT);
    const elapsed = Date.now() - started;
    test.info().annotations.push({ type: 'rollback to open tab', description: `${elapsed} ms` });
    console.log(`drill: rollback to open tab ${elapsed} ms`);

    // The same document (no reload), the typed input and its focus kept.
    expect(await page.evaluate(() => (window as unknown as { openedOnce?: boolean }).openedOnce)).toBe(true);
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toBeFocused();
    // The footer runs the good version's code: its links still work.
    await footer.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(footer).toContainText(GOOD_TEXT);
    await expect(footer).not.toContainText(BAD_TEXT);
    expect((await readRegistry(ownSite.environment)).remotes.remote_shell?.withdrawn).toContain(bad);
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});

test('a deploy reaches an open tab whose remote slot is idle within 30 s, without a reload', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const v2 = `${v1}-next.${Date.now().toString(36)}`;
  const unpublish = await publishVariant('remote-shell', v1, v2, GOOD_TEXT, 'All rights reserved. Version two.');
  try {
    const footer = page.getByRole('contentinfo');
    await page.goto(`${ownSite.url}/about`);
    await expect(footer).toContainText(GOOD_TEXT);
    await deploy(ownSite.environment, 'remote-shell', v2, 'e2e');
    await expect(footer).toContainText('Version two', { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});
