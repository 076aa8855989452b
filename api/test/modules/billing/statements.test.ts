/**
 * Statements: issued by the timed sweep when a London month closes, once however many sweeps race,
 * never changed afterwards (the database refuses), later reversals and late completions carried
 * on the next statement; the owner's routes show them and download CSV and PDF with the same totals.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import { backends } from '../../support/backends.ts';
import { call, createDraft } from '../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { insertCompletedBooking, refundBooking, statementRows, sweepAt } from './billing-fixtures.ts';

// One pair of accounts for both backends: the emulator is shared by every suite.
const owner: TestUser = await createUser(uniqueEmail('provider'));
const stranger: TestUser = await createUser(uniqueEmail('stranger'));
after(() => deleteUsers(owner, stranger));

for (const backend of await backends()) {
  describe(`statements on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let businessId: string;
    const booked: Record<string, string> = {};

    before(async () => {
      t = await startTestApp(backend);
      businessId = (await createDraft(t.app, owner)).id;
      booked.june = await insertCompletedBooking(t.app, { businessId, date: '2031-06-30', totalPence: 125 });
      booked.july1 = await insertCompletedBooking(t.app, { businessId, date: '2031-07-05', totalPence: 24_000 });
      booked.july2 = await insertCompletedBooking(t.app, { businessId, date: '2031-07-31', totalPence: 1_999 });
    });

    after(async () => {
      await t?.close();
    });

    test('nothing is issued before the month closes in London', async () => {
      // 23:30 UTC on 31 July is already 00:30 on 1 August in London (BST), but 30 June's sweep is earlier.
      await sweepAt(t.app, '2031-06-30T22:59:00Z');
      assert.deepEqual(await statementRows(t.app, businessId), []);
    });

    test('each closed month gets one statement, however many sweeps race to write it', async () => {
      const results = await Promise.all([
        sweepAt(t.app, '2031-07-31T23:30:00Z'),
        sweepAt(t.app, '2031-07-31T23:30:00Z'),
        sweepAt(t.app, '2031-07-31T23:30:00Z'),
      ]);
      assert.equal(
        results.reduce((sum, result) => sum + (result.transitioned.issuedStatements ?? 0), 0),
        1,
      );
      const rows = await statementRows(t.app, businessId);
      assert.deepEqual(
        rows.map(({ period, total, fee, vat, due, lines }) => ({ period, total, fee, vat, due, lines })),
        [
          // 125p: fee 12.5 → 13, VAT 2.6 → 3.
          { period: '2031-06-01', total: 125, fee: 13, vat: 3, due: 109, lines: 1 },
          // 24,000p: 2,400 + 480; 1,999p: 199.9 → 200, VAT 40.
          { period: '2031-07-01', total: 25_999, fee: 2_600, vat: 520, due: 22_879, lines: 2 },
        ],
      );
      assert.match(rows[0]!.number, /^ST-203106-\d{6}$/);
      assert.match(rows[1]!.number, /^ST-203107-\d{6}$/);
      assert.equal((await sweepAt(t.app, '2031-08-02T10:00:00Z')).transitioned.issuedStatements, 0);
    });

    test('an issued statement and its lines cannot be changed or deleted, even in SQL', async () => {
      const refused = (error: Error & { cause?: Error }) => /never changes/.test(error.cause?.message ?? error.message);
      const rows = await statementRows(t.app, businessId);
      await assert.rejects(
        t.app.db.orm.execute(sql`UPDATE statements SET total_pence = 0 WHERE business_id = ${businessId}`),
        refused,
      );
      await assert.rejects(
        t.app.db.orm.execute(sql`UPDATE statement_lines SET fee_pence = 0 WHERE booking_id = ${booked.july1!}`),
        refused,
      );
      await assert.rejects(
        t.app.db.orm.execute(sql`DELETE FROM statement_lines WHERE booking_id = ${booked.july1!}`),
        refused,
      );
      await assert.rejects(
        t.app.db.orm.execute(sql`DELETE FROM statements WHERE business_id = ${businessId}`),
        refused,
      );
      assert.deepEqual(await statementRows(t.app, businessId), rows);
    });

    test('a booking refunded after its statement, and one completed late, go on the next statement only', async () => {
      const before = await statementRows(t.app, businessId);
      const refunded = await refundBooking(t.app, owner, booked.july1!);
      assert.equal(refunded.statusCode, 200, refunded.body);
      const late = await insertCompletedBooking(t.app, { businessId, date: '2031-07-20', totalPence: 5_000 });
      booked.august = await insertCompletedBooking(t.app, { businessId, date: '2031-08-10', totalPence: 10_000 });

      assert.equal((await sweepAt(t.app, '2031-08-20T10:00:00Z')).transitioned.issuedStatements, 0);
      await sweepAt(t.app, '2031-09-01T06:00:00Z');
      const rows = await statementRows(t.app, businessId);
      assert.deepEqual(rows.slice(0, 2), before, 'earlier statements are as issued');
      const august = rows[2]!;
      // −24,000 (reversal of 2,400 + 480) + 5,000 (500 + 100) + 10,000 (1,000 + 200).
      assert.deepEqual(
        {
          period: august.period,
          total: august.total,
          fee: august.fee,
          vat: august.vat,
          due: august.due,
          lines: august.lines,
        },
        { period: '2031-08-01', total: -9_000, fee: -900, vat: -180, due: -7_920, lines: 3 },
      );
      const detail = await call(t.app, owner, 'GET', `/api/billing/statements/${august.id}`);
      assert.equal(detail.statusCode, 200, detail.body);
      const lines = detail.json<{ lines: Array<{ bookingId: string; kind: string; totalPence: number }> }>().lines;
      assert.deepEqual(
        lines
          .map(({ bookingId, kind, totalPence }) => ({ bookingId, kind, totalPence }))
          .sort((a, b) => a.totalPence - b.totalPence),
        [
          { bookingId: booked.july1, kind: 'adjustment', totalPence: -24_000 },
          { bookingId: late, kind: 'booking', totalPence: 5_000 },
          { bookingId: booked.august, kind: 'booking', totalPence: 10_000 },
        ],
      );
      // Reversed once: later sweeps add nothing more.
      assert.equal((await sweepAt(t.app, '2031-10-01T06:00:00Z')).transitioned.issuedStatements, 0);
    });

    test('the owner lists statements newest first; anyone else gets 404', async () => {
      const list = await call(t.app, owner, 'GET', `/api/billing/businesses/${businessId}/statements?limit=2`);
      assert.equal(list.statusCode, 200, list.body);
      const page = list.json<{ items: Array<{ period: string; id: string }>; nextCursor: string | null }>();
      assert.deepEqual(
        page.items.map((item) => item.period),
        ['2031-08', '2031-07'],
      );
      const next = await call(
        t.app,
        owner,
        'GET',
        `/api/billing/businesses/${businessId}/statements?limit=2&cursor=${page.nextCursor}`,
      );
      assert.deepEqual(
        next.json<{ items: Array<{ period: string }> }>().items.map((item) => item.period),
        ['2031-06'],
      );

      assert.equal(
        (await call(t.app, stranger, 'GET', `/api/billing/businesses/${businessId}/statements`)).statusCode,
        404,
      );
      assert.equal(
        (await call(t.app, stranger, 'GET', `/api/billing/statements/${page.items[0]!.id}`)).statusCode,
        404,
      );
      assert.equal(
        (await call(t.app, stranger, 'GET', `/api/billing/statements/${page.items[0]!.id}/download/csv`)).statusCode,
        404,
      );
      assert.equal(
        (await call(t.app, undefined, 'GET', `/api/billing/statements/${page.items[0]!.id}`)).statusCode,
        401,
      );
    });

    test('CSV and PDF downloads carry the statement and the same totals as the screen', async () => {
      const [, july] = await statementRows(t.app, businessId);
      const shown = (await call(t.app, owner, 'GET', `/api/billing/statements/${july!.id}`)).json<{
        number: string;
        totalPence: number;
        feePence: number;
        vatPence: number;
        duePence: number;
      }>();
      const csv = await call(t.app, owner, 'GET', `/api/billing/statements/${july!.id}/download/csv`);
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-type'] as string, /^text\/csv/);
      assert.match(
        csv.headers['content-disposition'] as string,
        new RegExp(`attachment; filename="${shown.number}-Bright-Sparks-Magic.csv"`),
      );
      const rows = parse(csv.body, { relax_column_count: true }) as string[][];
      assert.deepEqual(rows[0], ['Business', 'Bright Sparks Magic']);
      assert.deepEqual(rows[1], ['Statement number', shown.number]);
      assert.deepEqual(rows[2], ['Period', 'July 2031']);
      const bookingRows = rows.filter((row) => row[1] === 'Booking');
      assert.equal(bookingRows.length, 2);
      const totals = rows.at(-1)!;
      assert.equal(totals[0], 'Totals');
      const pence = (text: string) => Math.round(Number(text) * 100);
      assert.deepEqual(totals.slice(6).map(pence), [shown.totalPence, shown.feePence, shown.vatPence, shown.duePence]);
      assert.deepEqual(totals.slice(6).map(pence), [25_999, 2_600, 520, 22_879]);

      const pdf = await call(t.app, owner, 'GET', `/api/billing/statements/${july!.id}/download/pdf`);
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
      const read = await pdfText(pdf.rawPayload);
      assert.equal(read.title, `Statement ${shown.number}: Bright Sparks Magic, July 2031`);
      assert.match(read.text, new RegExp(`Statement number: ${shown.number}`));
      assert.match(read.text, /Period: July 2031/);
      assert.match(read.text, /Totals +£259\.99 +£26\.00 +£5\.20 +£228\.79/);
      assert.match(read.text, /Due to Bright Sparks Magic: £228\.79/);
    });

    test('the month so far shows what the next statement would carry', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/billing/businesses/${businessId}/month-so-far`,
        headers: { authorization: `Bearer ${owner.idToken}` },
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<{ feeBasisPoints: number; lines: unknown[] }>();
      assert.equal(body.feeBasisPoints, 1000);
      assert.deepEqual(body.lines, []);
      assert.equal(
        (await call(t.app, stranger, 'GET', `/api/billing/businesses/${businessId}/month-so-far`)).statusCode,
        404,
      );
    });

    test('history for the demo and end-to-end tests: service token only, closed days only, real businesses', async () => {
      const url = '/api/internal/billing/past-bookings';
      const booking = { businessId, date: '2020-01-10', totalPence: 1_000 };
      const send = (payload: unknown, token?: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          headers: token ? { 'x-service-token': token } : {},
        });
      assert.equal((await send({ bookings: [booking] })).statusCode, 401);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const token = DEV_INTERNAL_SERVICE_TOKEN;
      assert.equal((await send({ bookings: [{ ...booking, date: tomorrow }] }, token)).statusCode, 400);
      const unknown = { ...booking, businessId: '00000000-0000-4000-8000-000000000000' };
      assert.equal((await send({ bookings: [unknown] }, token)).statusCode, 404);
      const made = await send({ bookings: [booking] }, token);
      assert.equal(made.statusCode, 200, made.body);
      assert.equal(made.json<{ bookingIds: string[] }>().bookingIds.length, 1);
    });
  });
}

for (const backend of await backends()) {
  describe(`the fee as configured, on ${backend.name}`, { skip: backend.skip }, () => {
    test("the sweep bills the instance's PLATFORM_FEE_PERCENT, not whatever the process environment says", async () => {
      const t = await startTestApp(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });
      const previous = process.env.PLATFORM_FEE_PERCENT;
      process.env.PLATFORM_FEE_PERCENT = '50';
      try {
        const businessId = (await createDraft(t.app, owner)).id;
        await insertCompletedBooking(t.app, { businessId, date: '2031-09-10', totalPence: 10_000 });
        await sweepAt(t.app, '2031-09-30T23:30:00Z');
        const [statement] = await statementRows(t.app, businessId);
        // 12.5 % of 10,000p is 1,250p; VAT 20 % of the fee is 250p.
        assert.deepEqual(
          statement && { total: statement.total, fee: statement.fee, vat: statement.vat, due: statement.due },
          { total: 10_000, fee: 1_250, vat: 250, due: 8_500 },
        );
      } finally {
        if (previous === undefined) delete process.env.PLATFORM_FEE_PERCENT;
        else process.env.PLATFORM_FEE_PERCENT = previous;
        await t.close();
      }
    });
  });
}
