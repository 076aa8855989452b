import type { Page } from '@playwright/test';
import { emulatorAnswers, latestOobCode, uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';
import { CAMERA_MAKE, GPS_MAP_DATUM, imageMetadata, jpegWithGps } from '../support/photo-with-gps.ts';

const PASSWORD = 'party-time-1';

test.beforeAll(async () => {
  expect(await emulatorAnswers(), 'the Firebase Auth Emulator answers on 127.0.0.1:9099').toBe(true);
});

/** Registers through the site and verifies the address as the emailed link would. */
async function registerVerifiedProvider(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is ready' })).toContainText(email);

  const { oobLink } = await latestOobCode(email, 'VERIFY_EMAIL');
  const mail = await page.context().newPage();
  await mail.goto(oobLink);
  await mail.close();
  await page.getByRole('button', { name: "I've verified my email" }).click();
  await expect(page.getByRole('button', { name: "I've verified my email" })).toHaveCount(0);
}

const step = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Editor steps' }).getByRole('link', { name });

function inAYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

test('a new provider lists a business through every step of the editor, and a visitor finds it from / by category and postcode', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('selectedView', 'provider'));
  const email = uniqueEmail('provider');
  const name = `Sparkle Magic ${Date.now().toString(36)}`;
  await registerVerifiedProvider(page, email);

  // Vendors home leads a provider with no business to the editor.
  await page.goto('/vendorshome');
  await page.getByRole('link', { name: 'List your business' }).click();
  await expect(page).toHaveURL('/business/new/details');

  // Details: the first Save creates the business and moves to its own address.
  await page.getByLabel('Business name').fill(name);
  await page.getByRole('checkbox', { name: 'Magicians' }).check();
  await page.getByLabel('Description').fill('Magic shows with rabbits, bubbles and giggles for little ones.');
  await page.getByLabel('Base town').fill('Bristol');
  await page.getByLabel('Youngest age (years)').fill('3');
  await page.getByLabel('Oldest age (years)').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // Packages: priced all in.
  await step(page, /^Packages/).click();
  await page.getByLabel('Package name').fill('Magic hour');
  await page.getByLabel('Duration (minutes)').fill('60');
  await page.getByLabel('Price in pounds, all in (VAT and any fees included)').fill('240');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Your packages' })).toContainText('Magic hour: £240.00 all in');

  // Photos: a phone's JPEG with GPS in its EXIF...
  const original = await jpegWithGps();
  const before = await imageMetadata(original);
  expect(before.exif?.includes(GPS_MAP_DATUM) && before.exif.includes(CAMERA_MAKE), 'the upload carries GPS EXIF').toBe(
    true,
  );
  await step(page, /^Photos/).click();
  await page
    .getByLabel('Photo (JPEG, PNG or WebP, at most 10 MB)')
    .setInputFiles({ name: 'party.jpg', mimeType: 'image/jpeg', buffer: original });
  await page.getByLabel('Description of the photo (alt text)').fill('A magician pulling a rabbit from a hat');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  const uploaded = page.getByRole('listitem', { name: 'Photo 1: A magician pulling a rabbit from a hat' });
  await expect(uploaded).toBeVisible();

  // ...is served without any of it, in every format.
  const picture = uploaded.locator('picture');
  const urls = [
    await picture.locator('img').getAttribute('src'),
    ...(await picture
      .locator('source')
      .evaluateAll((sources) =>
        sources.flatMap((source) =>
          (source.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(' ')[0]),
        ),
      )),
  ].filter((url): url is string => Boolean(url));
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) {
    const served = await page.request.get(url);
    expect(served.status(), url).toBe(200);
    const metadata = await imageMetadata(await served.body());
    expect(metadata.exif, `${url} has no EXIF`).toBeUndefined();
    expect(metadata.xmp, `${url} has no XMP`).toBeUndefined();
  }

  // Areas: a postcode district, checked as typed.
  await step(page, /^Areas/).click();
  await page.getByLabel('Postcode district or area').fill('NOPE1');
  await expect(
    page.getByText('"NOPE1" is not a UK postcode district (such as SW11) or area (such as BS).'),
  ).toBeVisible();
  await page.getByLabel('Postcode district or area').fill('BS1');
  await page.getByRole('button', { name: 'Add area' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  // Credentials: declared, not yet a badge.
  await step(page, /^Credentials/).click();
  await page.getByLabel('Type').selectOption('Enhanced DBS');
  await page.getByLabel('Reference (policy or certificate number)').fill('DBS-0012345');
  await page.getByLabel('Expires on').fill(inAYear());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Your credentials' })).toContainText('Declared, awaiting our checks');

  // Availability: bookings a day, and the way to the agenda where days are marked.
  await step(page, /^Availability/).click();
  await expect(page.getByRole('link', { name: 'your agenda' })).toHaveAttribute('href', /^\/agenda\/[0-9a-f-]{36}$/);

  // Complete: Publish.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Status: Live')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const pagePath = await page.getByRole('link', { name: 'See your page as families do' }).getAttribute('href');
  expect(pagePath).toMatch(/^\/pages\/sparkle-magic-/);

  // My Businesses lists it as live.
  await page.goto('/mybusinesses');
  await expect(page.getByRole('listitem', { name })).toContainText('Status: Live');

  // A visitor (signed out) finds it from / by category and postcode, and opens its page.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.addInitScript(() => window.localStorage.setItem('selectedView', 'organizer'));
  await visit.goto('/');
  await visit.getByRole('combobox', { name: 'What do you need?' }).fill('Magicians');
  await visit.getByRole('textbox', { name: 'Postcode' }).fill('BS1 4DJ');
  await visit.getByRole('button', { name: 'Search' }).click();
  const card = visit.getByRole('article', { name });
  await expect(card).toContainText('From £240.00');
  await card.getByRole('link', { name }).click();
  await expect(visit).toHaveURL(pagePath!);
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visit.getByText(/From £240\.00/).first()).toBeVisible();
  await visitor.close();
  expect(pageErrors).toEqual([]);
});

test('a visitor asked to list a business signs in first', async ({ page, pageErrors }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedView', 'provider'));
  await page.goto('/vendorshome');
  await page.getByRole('link', { name: 'List your business' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/business/new/details')}`);
  expect(pageErrors).toEqual([]);
});
