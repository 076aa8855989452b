import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createLiveBusiness, londonDateIn } from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
// The site's own calendar words (e2e runs no bundle, so by path).
import { formatCalendarDate } from '../../shared/src/contracts/calendar-words.ts';

/** A phone's width: the agenda must work here without scrolling sideways. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Every YYYY-MM-DD of the month `month` (YYYY-MM). */
function daysOf(month: string): string[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`);
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the agenda is usable 390 px wide: no sideways scroll, every day within reach, a day marked unavailable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const provider = await createVerifiedUser();
  const name = `Narrow Agenda ${Math.random().toString(36).slice(2, 8)}`;
  await createLiveBusiness(await idTokenFor(provider), name);
  await page.addInitScript(() => window.localStorage.setItem('selectedView', 'provider'));
  await signIn(page, provider);

  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Agenda');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // The business's feed address, a long URL, is the widest thing the page can hold.
  await page.getByRole('button', { name: 'Make a calendar address' }).click();
  await expect(page.getByLabel('Calendar feed address')).toHaveValue(/^https?:\/\/.+\.ics$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // Every day of the month is on screen across, at least the 24 px a target needs (WCAG 2.5.8), and opens its day.
  const month = londonDateIn(0).slice(0, 7);
  for (const date of daysOf(month)) {
    const day = grid.getByRole('gridcell', { name: new RegExp(`^${formatCalendarDate(date, { weekday: true })}`) });
    await day.scrollIntoViewIfNeeded();
    const box = (await day.boundingBox())!;
    expect(box.x, date).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, date).toBeLessThanOrEqual(PHONE.width);
    expect(Math.min(box.width, box.height), date).toBeGreaterThanOrEqual(24);
    await day.click();
    await expect(page.getByRole('region', { name: formatCalendarDate(date, { weekday: true }) })).toBeVisible();
  }

  // A day ahead, marked unavailable from its panel, and the page still fits.
  const date = londonDateIn(2);
  if (date.slice(0, 7) !== month) await page.getByRole('button', { name: 'Next month' }).click();
  const title = formatCalendarDate(date, { weekday: true });
  await grid.getByRole('gridcell', { name: new RegExp(`^${title}`) }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel).toContainText('0 of 1 booked.');
  await panel.getByRole('button', { name: 'Mark unavailable' }).click();
  await expect(panel).toContainText('0 of 1 booked; marked unavailable.');
  await expect(panel.getByRole('button', { name: 'Mark available' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: new RegExp(`^${title}, .*unavailable$`) })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
