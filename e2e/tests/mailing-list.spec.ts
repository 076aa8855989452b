import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';

// The API takes 5 sign-ups a minute from one client: these tests send two between them.

async function openSignUp(page: Page) {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe to our Mailing List' }).click();
  const form = footer.getByRole('form', { name: 'Subscribe to our Mailing List' });
  await expect(form.getByPlaceholder('Enter your email')).toBeFocused();
  return form;
}

test('a new address is signed up through the real API', async ({ organizerPage: page, pageErrors }) => {
  const form = await openSignUp(page);
  expect(await form.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(400);

  await form.getByLabel('Email address').fill(uniqueEmail('news'));
  const answer = page.waitForResponse('**/api/requests/mailinglist');
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Thanks for signing up!');
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe to our Mailing List' }),
  ).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('an address the browser accepts but the API refuses shows the error', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const form = await openSignUp(page);
  await form.getByLabel('Email address').fill('kid@localhost');
  const answer = page.waitForResponse('**/api/requests/mailinglist');
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(form.getByRole('status')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a network failure shows the error, and the button reads Submitting... meanwhile', async ({
  organizerPage: page,
  pageErrors,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/requests/mailinglist', async (route) => {
    await held;
    await route.abort();
  });
  const form = await openSignUp(page);
  await form.getByLabel('Email address').fill(uniqueEmail('offline'));
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(form.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  expect(pageErrors).toEqual([]);
});

test('the browser stops an address that is not one; nothing is sent', async ({ organizerPage: page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/requests/mailinglist')) sent += 1;
  });
  const form = await openSignUp(page);
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  expect(
    await form.getByLabel('Email address').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(form.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  expect(sent).toBe(0);
});
