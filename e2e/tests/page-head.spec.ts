import type { Browser, Page } from '@playwright/test';
// The API's own types, generated from its OpenAPI document (e2e runs no bundle, so by path).
import type { BusinessCardList, PublicBusiness } from '../../shared/src/contracts/api-contract.ts';
import { businessSummary } from '../../remote-organizer/src/features/businesses/utils/business-summary.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLiveBusiness } from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor } from '../support/notifications.ts';

const TITLE = "The Ultimate Kids' Event Platform";

/** A live demo business in Magicians, read from the API as the page reads it. */
async function demoMagician(page: Page): Promise<PublicBusiness> {
  const list = (await (
    await page.request.get('/api/public/businesses?category=Magicians&limit=1')
  ).json()) as BusinessCardList;
  const slug = list.items[0]?.slug;
  if (!slug) throw new Error('The demo data has no live Magicians business: was the seed run?');
  return (await (await page.request.get(`/api/public/businesses/${slug}`)).json()) as PublicBusiness;
}

/**
 * Waits until the site's server has the API's head for `path`. It waits for a head 250 ms at most
 * and then serves the page without one, fetching it on in the background; a slow machine's first
 * request can miss it.
 */
async function headReady(page: Page, path: string) {
  await expect.poll(async () => (await page.request.get(path)).text()).toContain('data-page-head');
}

/** A page as a crawler that runs no script sees it: the served HTML alone. */
async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

const content = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

test("a business page's served HTML says what it is: description, canonical, its photo to share and preload, LocalBusiness data", async ({
  browser,
  baseURL,
  organizerPage,
}) => {
  const business = await demoMagician(organizerPage);
  const cover = business.photos[0]!;
  await headReady(organizerPage, `/pages/${business.slug}`);
  const { page, close } = await withoutScripts(browser, baseURL);
  await page.goto(`/pages/${business.slug}`);

  await expect(page).toHaveTitle(TITLE);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  expect(await content(page, 'meta[name="description"]')).toBe(businessSummary(business));
  expect(await content(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}/pages/${business.slug}`);
  expect(await content(page, 'meta[property="og:url"]')).toBe(`${baseURL}/pages/${business.slug}`);
  expect(await content(page, 'meta[property="og:image"]')).toBe(`${baseURL}${cover.fallback}`);
  expect(await content(page, 'meta[property="og:type"]')).toBe('website');
  expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  const preload = head.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', cover.sources.avif);
  await expect(preload).toHaveAttribute('imagesizes', '(max-width: 960px) calc(100vw - 32px), 928px');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  const data = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'LocalBusiness', name: business.name, image: `${baseURL}${cover.fallback}` });
  await close();
});

test("the results page's served HTML describes its search and preloads the first card's photo", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await withoutScripts(browser, baseURL);
  await headReady(page, '/results?category=Magicians&postcode=sw11');
  await page.goto('/results?category=Magicians&postcode=sw11');
  expect(await content(page, 'meta[name="description"]')).toBe(
    'Magicians covering SW11: compare all-in prices and ask for quotes on KidsEvents.',
  );
  expect(await content(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}/results`);
  expect(await content(page, 'link[rel="preload"][as="image"]', 'imagesizes')).toBe(
    '(max-width: 600px) calc(100vw - 32px), 310px',
  );
  expect(await content(page, 'link[rel="preload"][as="image"]', 'imagesrcset')).toMatch(/^\/api\/media\/\S+ \d+w/);
  expect(await content(page, 'link[rel="preload"][as="fetch"][data-page-head]', 'href')).toBe(
    '/api/public/search?category=Magicians&postcode=sw11',
  );
  await close();
});

test('the results page asks for its search once: the screen reads the answer its HTML preloaded', async ({
  organizerPage: page,
  baseURL,
  pageErrors,
}) => {
  const path = '/results?category=Magicians&postcode=sw11';
  await headReady(page, path);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/public/search') searches.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(searches).toEqual([`${baseURL}/api/public/search?category=Magicians&postcode=sw11`]);

  // A search started from the page asks the API itself.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL('/results?category=Magicians&postcode=sw11&sort=price');
  await expect.poll(() => searches.length).toBe(2);
  expect(searches[1]).toBe(`${baseURL}/api/public/search?category=Magicians&postcode=sw11&sort=price`);
  expect(pageErrors).toEqual([]);
});

test('a business page asks for its business once: the page reads the answer its HTML preloaded', async ({
  organizerPage: page,
  baseURL,
  pageErrors,
}) => {
  const business = await demoMagician(page);
  const path = `/pages/${business.slug}`;
  await headReady(page, path);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/businesses/')) reads.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
  expect(reads.filter((url) => !url.includes('/reviews'))).toEqual([
    `${baseURL}/api/public/businesses/${business.slug}`,
  ]);
  expect(pageErrors).toEqual([]);
});

test('a business named to break out of the head is only text in it', async ({ browser, baseURL }) => {
  const owner = await createVerifiedUser();
  // Named to sort last in the directory, where other files take the first business as a demo one.
  const name = `Zz Magic </title><script>window.injected=1</script> ${Math.random().toString(36).slice(2, 8)}`;
  const business = await createLiveBusiness(await idTokenFor(owner), name);
  const { page, close } = await withoutScripts(browser, baseURL);
  await headReady(page, `/pages/${business.slug}`);
  await page.goto(`/pages/${business.slug}`);
  await expect(page).toHaveTitle(TITLE);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('script:not([src]):not([type="application/ld+json"])')).toHaveCount(0);
  const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data.name).toBe(name);
  await close();
});

test('once scripts run there is one of each tag, on the page landed on and after moving to another', async ({
  organizerPage: page,
  baseURL,
  pageErrors,
}) => {
  const business = await demoMagician(page);
  const once = async (description: string, canonical: string, image: RegExp) => {
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(canonical.includes('/pages/') ? 1 : 0);
  };

  const landed = businessSummary(business);
  await page.goto(`/pages/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
  await once(landed, `${baseURL}/pages/${business.slug}`, /\/api\/media\//);
  // The photo the head preloaded is the one the page shows: one width of it fetched, once.
  const cover = page.getByRole('region', { name: `Photos of ${business.name}` }).getByRole('img');
  await expect(cover).toHaveJSProperty('complete', true);
  const folder = business.photos[0]!.fallback.replace(/[^/]+$/, '');
  const fetched = await page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith(prefix)),
    folder,
  );
  expect(fetched).toEqual([new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname]);

  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await once(
    "Find, compare and book trusted local entertainers, venues and caterers for children's parties and events across the UK.",
    `${baseURL}/about`,
    new RegExp(`^${baseURL}/logo\\.png$`),
  );
  await expect(page.locator('[data-page-head]')).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
  await once(landed, `${baseURL}/pages/${business.slug}`, /\/api\/media\//);
  expect(pageErrors).toEqual([]);
});
