import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  apiCall,
  createLiveBusiness,
  createPublishedEvent,
  londonDateIn,
  requestQuote,
  sendQuote,
} from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
import { E2E_MAIL_URL, MAIN_SITE_URL } from '../support/ports.ts';

type User = { email: string; password: string };

/** An email as maildev's REST API lists it. */
type CaughtEmail = { subject: string; text: string; to: Array<{ address: string }>; headers: Record<string, string> };

/** The newest email to `address` whose subject matches, read through the mail catcher's REST API. */
async function emailTo(address: string, subject: RegExp): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_MAIL_URL}/email`);
        const emails = (await response.json()) as CaughtEmail[];
        found = emails
          .filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .reverse()
          .find((email) => subject.test(email.subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an email to ${address} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

async function signedInPage(browser: Browser, user: User, view: 'organizer' | 'provider'): Promise<Page> {
  const context = await browser.newContext({ baseURL: MAIN_SITE_URL, acceptDownloads: true });
  await context.addInitScript((chosen) => {
    if (!window.localStorage.getItem('selectedView')) window.localStorage.setItem('selectedView', chosen);
  }, view);
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

test("a quote sent reaches the family's inbox with a link that opens the booking", async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const [family, provider] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  const business = await createLiveBusiness(await idTokenFor(provider), `Inbox Magic ${suffix}`);
  const familyToken = await idTokenFor(family);
  const event = await createPublishedEvent(familyToken, {
    title: `Maya's party ${suffix}`,
    date: londonDateIn(20),
    postcodeDistrict: 'ZE1',
  });
  const bookingId = await requestQuote(familyToken, business.id, event.id);
  await sendQuote(await idTokenFor(provider), bookingId, 24_000);

  const email = await emailTo(family.email, new RegExp(`^${business.name} sent you a quote of £240\\.00`));
  expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(email.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\/[\w.-]+>$/);
  const link = /See it on KidsEvents: (\S+)/.exec(email.text)?.[1];
  expect(link).toBe(`${MAIN_SITE_URL}/booking/${bookingId}`);

  const page = await signedInPage(browser, family, 'organizer');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking with ${business.name}`);
  await expect(page.getByRole('article', { name: 'Current quote' }).getByText('£240.00').first()).toBeVisible();
  await page.context().close();
});

test('a family downloads their data, deletes the account, cannot sign in again, and the business sees "Former customer"', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const [family, provider] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  const business = await createLiveBusiness(await idTokenFor(provider), `Farewell Magic ${suffix}`);
  const familyToken = await idTokenFor(family);
  const title = `Leo's party ${suffix}`;
  const event = await createPublishedEvent(familyToken, { title, date: londonDateIn(25), postcodeDistrict: 'ZE1' });
  const bookingId = await requestQuote(familyToken, business.id, event.id);
  const quoteId = await sendQuote(await idTokenFor(provider), bookingId, 18_000);
  await apiCall(familyToken, 'POST', `/api/quotes/${quoteId}/accept`);

  const page = await signedInPage(browser, family, 'organizer');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kidsevents-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    events: Array<{ title: string; bookings: Array<{ id: string; status: string }> }>;
  };
  expect(data.profile.email).toBe(family.email.toLowerCase());
  expect(data.events.map((e) => e.title)).toEqual([title]);
  expect(data.events[0]!.bookings).toEqual([expect.objectContaining({ id: bookingId, status: 'confirmed' })]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('form', { name: 'Delete my account' });
  await expect(confirm.getByText(/This cannot be undone/)).toBeVisible();
  await confirm.getByLabel(/Type your email address/).fill(family.email);
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText(/Your account has been deleted and you have been signed out/)).toBeVisible();
  await page.context().close();

  // The sign-in is gone.
  const again = await browser.newPage({ baseURL: MAIN_SITE_URL });
  await again.goto('/login');
  await again.getByLabel('Email').fill(family.email);
  await again.getByLabel('Password').fill(family.password);
  await again.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(again).toHaveURL(/\/login(\?|$)/);
  await again.close();

  // The business keeps the booking, its customer now "Former customer".
  const providerPage = await signedInPage(browser, provider, 'provider');
  await providerPage.goto(`/quote/${bookingId}`);
  await expect(providerPage.getByText('Former customer').first()).toBeVisible();
  await expect(providerPage.getByText(title)).toHaveCount(0);
  await providerPage.context().close();
});
