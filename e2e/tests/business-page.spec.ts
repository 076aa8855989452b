import type { Page } from '@playwright/test';
// The API's own types, generated from its OpenAPI document (e2e runs no bundle, so by path).
import type { BusinessCardList, PublicBusiness } from '../../shared/src/contracts/api-contract.ts';
import { createAccount, uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'party-time-1';

/** A live demo business, as the API's directory lists it. */
async function demoBusiness(page: Page, category?: string): Promise<PublicBusiness> {
  const query = new URLSearchParams({ limit: '5', ...(category ? { category } : {}) });
  const list = (await (await page.request.get(`/api/public/businesses?${query}`)).json()) as BusinessCardList;
  const card = list.items[0];
  if (!card)
    throw new Error(`The demo data has no live business${category ? ` in ${category}` : ''}: was the seed run?`);
  return (await (await page.request.get(`/api/public/businesses/${card.slug}`)).json()) as PublicBusiness;
}

const pounds = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

test('the directory lists the demo businesses as cards with their all-in "From £" prices, by category and a page at a time', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Providers');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first().getByText(/^From £\d{1,3}(,\d{3})*\.\d{2}$/)).toBeVisible();
  await expect(cards.first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.nth(10).getByRole('img')).toHaveAttribute('loading', 'lazy');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Magicians' }).click();
  await expect(page).toHaveURL('/directory?category=Magicians');
  await expect(page.getByRole('heading', { level: 2, name: 'Magicians' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Magicians');
  expect(pageErrors).toEqual([]);
});

test("a business's page shows its packages with all-in prices and describes itself to search engines and sharing", async ({
  organizerPage: page,
  pageErrors,
}) => {
  const business = await demoBusiness(page);
  await page.goto('/directory');
  await page.getByRole('article', { name: business.name }).getByRole('link', { name: business.name }).click();

  await expect(page).toHaveURL(`/pages/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
  const packages = page.getByRole('region', { name: 'Packages' });
  for (const item of business.packages) {
    await expect(packages.getByRole('listitem', { name: item.name })).toContainText(
      `From ${pounds(item.priceFromPence)}, all in`,
    );
  }
  const firstPhoto = page.getByRole('region', { name: `Photos of ${business.name}` }).getByRole('img');
  await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
  await expect(firstPhoto).toHaveJSProperty('complete', true);
  expect(await firstPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/pages/${business.slug}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\//);
  await expect(page).toHaveTitle("The Ultimate Kids' Event Platform");
  expect(pageErrors).toEqual([]);
});

test('an unknown business is the not-found page', async ({ organizerPage: page, pageErrors }) => {
  await page.goto('/pages/no-such-business-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(pageErrors).toEqual([]);
});

test('a visitor\'s "Request a quote" goes to sign-in and comes back to the business, where the request opens', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const business = await demoBusiness(page);
  const email = uniqueEmail('quote');
  await createAccount(email, PASSWORD);

  await page.goto(`/pages/${business.slug}`);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(`/login?next=/pages/${business.slug}`);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`/pages/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);

  // Signed in, the request itself opens on the page (the booking journey follows it through).
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByRole('dialog', { name: `Request a quote from ${business.name}` })).toBeVisible();
  await expect(page).toHaveURL(`/pages/${business.slug}`);
  expect(pageErrors).toEqual([]);
});
