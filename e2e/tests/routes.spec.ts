import { expect, test } from '../support/fixtures.ts';
import {
  createLiveBusiness,
  createPublishedEvent,
  londonDateIn,
  requestQuote,
  sendQuote,
} from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
import { MAIN_SITE_PORTS } from '../support/ports.ts';
import { SCREENS } from '../support/screens.ts';

test.describe('every route renders its screen inside the shared layout', () => {
  for (const [path, heading] of SCREENS) {
    test(path, async ({ organizerPage: page, pageErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});

test('route parameters reach the remote screen', async ({ organizerPage: page }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [provider, organizer] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  const [providerToken, organizerToken] = await Promise.all([idTokenFor(provider), idTokenFor(organizer)]);
  const business = await createLiveBusiness(providerToken, `Route Magic ${suffix}`, 'ZE1');
  const event = await createPublishedEvent(organizerToken, {
    title: `Route party ${suffix}`,
    date: londonDateIn(15),
    postcodeDistrict: 'ZE1',
  });
  const bookingId = await requestQuote(organizerToken, business.id, event.id);
  const first = await sendQuote(providerToken, bookingId, 18_000);
  await sendQuote(providerToken, bookingId, 20_000);
  await signIn(page, provider);

  // With a quote id: that quote alone, the first one, now replaced by the revision.
  await page.goto(`/quote/${bookingId}/${first}`);
  const shown = page.getByRole('region', { name: 'This quote' });
  await expect(shown.getByText('£180.00').first()).toBeVisible();
  await expect(shown.getByText(/^Replaced by a newer quote · sent/)).toBeVisible();
  await expect(page.getByText('£200.00')).toHaveCount(0);

  // Without: the whole booking, both quotes.
  await page.goto(`/quote/${bookingId}`);
  await expect(page.getByRole('region', { name: 'Your quotes' }).getByRole('article')).toHaveCount(2);
});

test('a first visit to / shows the view chooser without header and footer', async ({ page, pageErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome! How will you use the platform?' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The chooser is drawn before the app runs; its buttons answer once the app has hydrated the
  // page, which drops the home prerendered beside it.
  await expect(page.getByText("Plan Your Child's Next Party")).toHaveCount(0);

  await page.getByRole('button', { name: /Provider/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Choose Us?');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedView'))).toBe('provider');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Choose Us?');
  expect(pageErrors).toEqual([]);
});

test('a screen of a remote shows the full-screen spinner while its code loads', async ({ organizerPage: page }) => {
  await page.route('**/remoteEntry.js', async (route) => {
    if (route.request().url().includes(`:${MAIN_SITE_PORTS.remote_organizer}/`))
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/account');
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
});
