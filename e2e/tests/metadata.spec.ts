import { expect, test } from '../support/fixtures.ts';

const TITLE = "The Ultimate Kids' Event Platform";
const DESCRIPTION =
  "Find, compare and book trusted local entertainers, venues and caterers for children's parties and events across the UK.";

for (const path of ['/faq', '/account', '/quote/b-1/q-2', '/nowhere']) {
  test(`page metadata on ${path}`, async ({ organizerPage: page, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/logo.png`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', TITLE);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  });
}

test('the logo to share is served under the name the head gives it', async ({ page, baseURL }) => {
  const logo = await page.request.get(`${baseURL}/logo.png`);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
});

test('the canonical URL follows client-side navigation', async ({ organizerPage: page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('the home page carries structured data; other pages carry none', async ({ organizerPage: page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'WebSite', name: 'KidsEvents', publisher: { name: 'KidsEvents Ltd' } });
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
