import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/fixtures.ts';
import { createLiveBusiness, londonDateIn, recordPastBookings, runTimedTransitions } from '../support/marketplace.ts';
import { createVerifiedUser, idTokenFor, signIn } from '../support/notifications.ts';
// The site's own calendar words (e2e runs no bundle, so by path).
import { formatCalendarDate, formatCalendarMonth } from '../../shared/src/contracts/calendar-words.ts';

/** "Saturday 5 December 2026", as the calendar names a day. */
const dayName = (date: string) => formatCalendarDate(date, { weekday: true });

/** "£1,234.50" or "-£5.00" → pence. */
function pence(text: string): number {
  const match = /^(-?)£([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
}

async function asProvider(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('selectedView', 'provider'));
  await signIn(page, user);
}

async function pdfText(download: Download): Promise<{ title: string | undefined; text: string }> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { title: info.Title, text: pages.join('\n') };
}

test('a provider marks a day unavailable and a family searching that date no longer finds them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const provider = await createVerifiedUser();
  const name = `Agenda Magic ${Math.random().toString(36).slice(2, 8)}`;
  const business = await createLiveBusiness(await idTokenFor(provider), name);
  const date = londonDateIn(2);
  const results = `/results?category=Magicians&postcode=ZE1&date=${date}`;

  const family = await browser.newPage();
  await family.goto(results);
  await expect(family.getByRole('link', { name, exact: true })).toBeVisible();

  await asProvider(page, provider);
  await page.goto(`/agenda/${business.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Agenda');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if (date.slice(0, 7) !== londonDateIn(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  const day = grid.getByRole('gridcell', { name: new RegExp(`^${dayName(date)}`) });
  await day.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: dayName(date) });
  await expect(panel).toContainText('0 of 1 booked.');
  await panel.getByRole('button', { name: 'Mark unavailable' }).click();
  await expect(panel).toContainText('0 of 1 booked; marked unavailable.');
  await expect(panel.getByRole('button', { name: 'Mark available' })).toBeVisible();

  const searched = family.waitForResponse((response) => response.url().includes('/api/public/search') && response.ok());
  await family.goto(results);
  await searched;
  await expect(family.getByRole('link', { name, exact: true })).toHaveCount(0);
  await family.close();
});

test("a provider downloads last month's statement as CSV and PDF, and their totals match the screen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const provider = await createVerifiedUser();
  const name = `Statement Magic ${Math.random().toString(36).slice(2, 8)}`;
  const business = await createLiveBusiness(await idTokenFor(provider), name);
  const thisMonth = `${londonDateIn(0).slice(0, 7)}-01`;
  const last = new Date(`${thisMonth}T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() - 1);
  const lastMonth = last.toISOString().slice(0, 7);
  const monthName = formatCalendarMonth(lastMonth);
  // Parties last month, recorded as history (the API's commands make events from today on), then the month closed.
  await recordPastBookings([
    { businessId: business.id, date: `${lastMonth}-03`, totalPence: 12_345 },
    { businessId: business.id, date: `${lastMonth}-10`, totalPence: 24_000 },
    { businessId: business.id, date: `${lastMonth}-17`, totalPence: 1_999 },
  ]);
  expect((await runTimedTransitions(new Date())).issuedStatements).toBeGreaterThanOrEqual(1);

  await asProvider(page, provider);
  await page.goto('/billing');
  const item = page.getByRole('listitem', { name: `Statement for ${monthName}` });
  await item.getByRole('button', { name: 'Show statement' }).click();
  const totalsRow = item.getByRole('table').getByRole('row', { name: /^Totals/ });
  await expect(totalsRow).toBeVisible();
  const screenTotals = (await totalsRow.getByRole('cell').allTextContents()).map(pence);
  // 12,345 + 24,000 + 1,999; fees 1,235 + 2,400 + 200; VAT 247 + 480 + 40.
  expect(screenTotals).toEqual([38_344, 3_835, 767, 33_742]);
  const number = /Statement (ST-\d{6}-\d+)/.exec((await item.textContent()) ?? '')![1]!;

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(new RegExp(`^${number}-Statement-Magic-[a-z0-9]+\\.csv$`));
  const rows = parse(await readFile((await csvDownload.path())!, 'utf8'), { relax_column_count: true }) as string[][];
  expect(rows[0]).toEqual(['Business', name]);
  expect(rows[1]).toEqual(['Statement number', number]);
  expect(rows[2]).toEqual(['Period', monthName]);
  expect(rows.filter((row) => row[1] === 'Booking')).toHaveLength(3);
  const csvTotals = rows
    .at(-1)!
    .slice(6)
    .map((amount) => Math.round(Number(amount) * 100));
  expect(csvTotals).toEqual(screenTotals);

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await pdfText(pdfDownload);
  expect(pdf.title).toBe(`Statement ${number}: ${name}, ${monthName}`);
  expect(pdf.text).toContain(`Period: ${monthName}`);
  const totals = /Totals\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(pdf.text);
  expect(totals?.slice(1).map(pence)).toEqual(screenTotals);
});
