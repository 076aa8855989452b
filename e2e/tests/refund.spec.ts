import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createLiveBusiness, londonDateIn, recordPastBookings, runTimedTransitions } from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
// The site's own calendar words (e2e runs no bundle, so by path).
import { formatCalendarMonth } from '../../shared/src/contracts/calendar-words.ts';

async function asProvider(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('selectedView', 'provider'));
  await signIn(page, user);
}

test('a provider refunds a booking billed last month: the statement stays, and this month carries the adjustment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const provider = await createVerifiedUser();
  const name = `Refund Magic ${Math.random().toString(36).slice(2, 8)}`;
  const business = await createLiveBusiness(await idTokenFor(provider), name);
  const last = new Date(`${londonDateIn(0).slice(0, 7)}-01T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() - 1);
  const lastMonth = last.toISOString().slice(0, 7);
  const monthName = formatCalendarMonth(lastMonth);
  await recordPastBookings([
    { businessId: business.id, date: `${lastMonth}-10`, totalPence: 24_000, organizerName: 'Olivia' },
    { businessId: business.id, date: `${lastMonth}-17`, totalPence: 1_999, organizerName: 'Priya' },
  ]);
  expect((await runTimedTransitions(new Date())).issuedStatements).toBeGreaterThanOrEqual(1);

  await asProvider(page, provider);
  await page.goto('/billing');
  const item = page.getByRole('listitem', { name: `Statement for ${monthName}` });
  await expect(item).toContainText('due to you £228.79');
  await item.getByRole('button', { name: 'Show statement' }).click();
  await item.getByRole('link', { name: 'Birthday party in BS1, Olivia' }).click();

  await page.getByRole('button', { name: 'Refund booking' }).click();
  await page.getByRole('textbox', { name: 'Why are you refunding?' }).fill('The show ran half an hour short.');
  await page.getByRole('button', { name: 'Yes, refund it' }).click();
  await expect(page.getByText('You refunded this booking: The show ran half an hour short.')).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund booking' })).toHaveCount(0);

  await page.goto('/billing');
  // The issued statement is as it was; the month so far takes the booking off, to the penny.
  await expect(page.getByRole('listitem', { name: `Statement for ${monthName}` })).toContainText('due to you £228.79');
  const soFar = page.getByRole('table', { name: /so far$/ });
  await expect(
    soFar.getByRole('row', { name: /Adjustment \(reversed\): Birthday party in BS1, Olivia/ }),
  ).toContainText('-£240.00');
  await expect(soFar.getByRole('row', { name: /^Totals/ })).toContainText('-£211.20');
});
