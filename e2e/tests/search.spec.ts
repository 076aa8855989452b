import type { Locator } from '@playwright/test';
// The API's own types, generated from its OpenAPI document (e2e runs no bundle, so by path).
import type { PublicBusiness } from '../../shared/src/contracts/api-contract.ts';
import type { components } from '../../shared/src/contracts/api-types.ts';
import { DEMO_PASSWORD, ensureDemoAccount } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { idTokenFor } from '../support/notifications.ts';

/** A demo business (marketplace.md section 7): a magician covering the BS postcode area. */
const MAGICIAN = { name: "Magic Mike's Magic Shows", slug: 'magic-mikes-magic-shows' };
const DEMO_PROVIDER = 'provider@example.com';

type OwnerGallery = components['schemas']['OwnerGallery'];

const priceOf = async (card: Locator) =>
  Number((await card.getByText(/^From £/).textContent())!.replace(/[^\d.]/g, ''));

test('a signed-out visitor finds a demo business from / by postcode and category and sees its all-in price', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'What do you need?' }).fill('Magicians');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('BS1 4DJ');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL('/results?category=Magicians&postcode=BS1+4DJ');
  const card = page.getByRole('article', { name: MAGICIAN.name });
  await expect(card.getByText(/^From £\d{1,3}(,\d{3})*\.\d{2}$/)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Magicians covering BS1 4DJ: compare all-in prices/,
  );

  await card.getByRole('link', { name: MAGICIAN.name }).click();
  await expect(page).toHaveURL(`/pages/${MAGICIAN.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAGICIAN.name);
  await expect(page.getByText(/^From £\d{1,3}(,\d{3})*\.\d{2}, all in/).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the filters live in the URL: a change writes it, a reload keeps it, Back restores the one before', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.goto('/results?postcode=BS');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL('/results?postcode=BS&sort=price');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Magicians');
  await expect(page).toHaveURL('/results?category=Magicians&postcode=BS&sort=price');
  await expect(page.getByRole('article', { name: MAGICIAN.name })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Magicians');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('BS');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const prices = await Promise.all((await cards.all()).map(priceOf));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.goBack();
  await expect(page).toHaveURL('/results?postcode=BS&sort=price');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Postcode' }).fill('ZZ99');
  await page.getByRole('button', { name: 'Update results' }).click();
  await expect(page.getByRole('alert')).toContainText('is not a UK postcode');
  expect(pageErrors).toEqual([]);
});

test('a gallery opens in a viewer that works by keyboard alone', async ({ organizerPage: page, pageErrors }) => {
  // The demo provider puts a gallery of the magician's photos together, as the business editor would.
  const business = (await (await page.request.get(`/api/public/businesses/${MAGICIAN.slug}`)).json()) as PublicBusiness;
  expect(business.photos.length, 'the demo magician has several photos').toBeGreaterThan(1);
  await ensureDemoAccount(DEMO_PROVIDER, { verified: true });
  const token = await idTokenFor({ email: DEMO_PROVIDER, password: DEMO_PASSWORD });
  const name = `Birthday magic ${Date.now()}`;
  const created = await page.request.post(`/api/businesses/${business.id}/galleries`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, photoIds: business.photos.map((photo) => photo.id) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const gallery = (await created.json()) as OwnerGallery;
  const count = gallery.photos.length;

  await page.goto('/gallery');
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/gallery/${gallery.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const first = page.getByRole('button', { name: new RegExp(`^Enlarge photo 1 of ${count}`) });
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', business.photos[0]!.alt);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`Photo 2 of ${count}`)).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', business.photos[1]!.alt);
  await page.keyboard.press('End');
  await expect(viewer.getByText(`Photo ${count} of ${count}`)).toBeVisible();
  await page.keyboard.press('Home');
  await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`Photo ${count} of ${count}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^Enlarge photo ${count} of ${count}`) })).toBeFocused();
  expect(pageErrors).toEqual([]);
});
