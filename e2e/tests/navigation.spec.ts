import { expect, test } from '../support/fixtures.ts';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('links in a remote, links in the host, back and forward keep every router in step', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText("Plan Your Child's Next Party");

  // A link inside the header parcel (remote-shell) to a host page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(heading(page)).toHaveText('About Us');
  await expect(page).toHaveURL(/\/about$/);

  // A link inside the header parcel to a page of another remote (remote-organizer).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Providers' }).click();
  await expect(heading(page)).toHaveText('Our Providers');

  // A link in the host's own screen to a remote's page, after coming back home.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page)).toHaveText("Plan Your Child's Next Party");
  await page.getByRole('link', { name: 'Browse our providers' }).click();
  await expect(heading(page)).toHaveText('Our Providers');

  // A link inside the organizer parcel to the host's sign-in page (My Events asks a visitor to log in).
  await page.goto('/myevents');
  await expect(heading(page)).toHaveText('My Events');
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)myevents$/);
  await page.goBack();
  await expect(heading(page)).toHaveText('My Events');

  // A link inside the organizer parcel to another of its own pages (a card in the directory).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Providers' }).click();
  await expect(heading(page)).toHaveText('Our Providers');
  // The header's router saw it too: its link is marked current.
  await expect(page.getByRole('link', { name: 'Our Providers', exact: true })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const name = (await card.textContent())!;
  await card.click();
  await expect(heading(page)).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Our Providers', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(heading(page)).toHaveText('Our Providers');
  await expect(page.getByRole('link', { name: 'Our Providers', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(heading(page)).toHaveText(name);

  // Footer (remote-shell) to a host page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(heading(page)).toHaveText('Terms of Service');
  await page.goBack();
  await expect(heading(page)).toHaveText(name);
  expect(pageErrors).toEqual([]);
});

test('every path change scrolls back to the top', async ({ organizerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/faq');
  await expect(heading(page)).toHaveText('Frequently Asked Questions');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(heading(page)).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page scrolled before the app has started stays where the visitor scrolled it', async ({
  organizerPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'commit' });
  // Drawn at build time: readable, and scrollable, before any script has run.
  await expect(heading(page)).toHaveText('Frequently Asked Questions');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  // The header's navigation is the shell's parcel, mounted after the app has hydrated the page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('moving straight from one remote page group to another mounts the other remote', async ({
  organizerPage: page,
}) => {
  await page.goto('/myevents');
  await expect(heading(page)).toHaveText('My Events');
  await page.evaluate(() => window.history.pushState(null, '', '/quote/bk-2'));
  await expect(heading(page)).toHaveText('Quote');
  await page.goBack();
  await expect(heading(page)).toHaveText('My Events');
});
