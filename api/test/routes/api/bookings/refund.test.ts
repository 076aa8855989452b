/**
 * Refunding a completed booking (POST /api/bookings/{id}/refund): the owning business only, once,
 * one winner of two at once; the family told in the bell and by email in the same transaction;
 * unbilled, the booking drops from the month's bills, billed, the issued statement stays as it is
 * and the next one carries the exact negative as an adjustment.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { backends } from '../../../support/backends.ts';
import { call, createDraft } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { latestNotificationTo } from '../../../support/marketplace-flow.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';
import {
  insertCompletedBooking,
  refundBooking,
  statementRows,
  sweepAt,
} from '../../../modules/billing/billing-fixtures.ts';

// One set of accounts for both backends: the emulator is shared by every suite.
const [owner, organizer, stranger]: TestUser[] = await Promise.all([
  createUser(uniqueEmail('provider')),
  createUser(uniqueEmail('olivia.parent')),
  createUser(uniqueEmail('stranger')),
]);
after(() => deleteUsers(owner!, organizer!, stranger!));

interface MonthSoFar {
  totalPence: number;
  lines: Array<{ bookingId: string; kind: string; totalPence: number }>;
}

for (const backend of await backends()) {
  describe(`refunds on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let businessId: string;

    const monthSoFar = async (at: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/billing/businesses/${businessId}/month-so-far`,
        headers: { authorization: `Bearer ${owner!.idToken}`, 'x-test-now': at },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<MonthSoFar>();
    };

    const notificationsAbout = async (bookingId: string) => {
      const { rows } = (await t.app.db.orm.execute(
        sql`SELECT count(*)::int AS n FROM notifications WHERE related_entity_id = ${bookingId}`,
      )) as unknown as { rows: Array<{ n: number }> };
      return rows[0]!.n;
    };

    before(async () => {
      t = await startTestApp(backend);
      businessId = (await createDraft(t.app, owner!)).id;
    });

    after(async () => {
      await t?.close();
    });

    test('refunded before its month’s statement, a booking drops from the month and is never billed', async () => {
      const refunded = await insertCompletedBooking(t.app, { businessId, date: '2032-03-05', totalPence: 24_000 });
      const kept = await insertCompletedBooking(t.app, { businessId, date: '2032-03-12', totalPence: 1_000 });
      assert.equal((await monthSoFar('2032-03-20T12:00:00Z')).totalPence, 25_000);

      const response = await refundBooking(t.app, owner!, refunded, '  The magician fell ill halfway through.  ');
      assert.equal(response.statusCode, 200, response.body);
      const booking = response.json<{ status: string; refundReason: string; refundedAt: string; viewer: string }>();
      assert.equal(booking.status, 'refunded');
      assert.equal(booking.viewer, 'business');
      assert.equal(booking.refundReason, 'The magician fell ill halfway through.');
      assert.ok(Date.parse(booking.refundedAt) > Date.now() - 60_000);

      const soFar = await monthSoFar('2032-03-20T12:00:00Z');
      assert.equal(soFar.totalPence, 1_000);
      assert.deepEqual(
        soFar.lines.map(({ bookingId, kind }) => ({ bookingId, kind })),
        [{ bookingId: kept, kind: 'booking' }],
      );
      await sweepAt(t.app, '2032-04-01T06:00:00Z');
      const [march] = await statementRows(t.app, businessId);
      assert.deepEqual(
        { period: march!.period, total: march!.total, lines: march!.lines },
        { period: '2032-03-01', total: 1_000, lines: 1 },
      );
    });

    test('refunded after its statement, the statement stays as issued and the next one reverses it', async () => {
      const bookingId = await insertCompletedBooking(t.app, { businessId, date: '2032-04-10', totalPence: 5_000 });
      await sweepAt(t.app, '2032-05-01T06:00:00Z');
      const issued = await statementRows(t.app, businessId);
      assert.equal(issued.at(-1)!.period, '2032-04-01');
      assert.equal(issued.at(-1)!.total, 5_000);

      assert.equal((await refundBooking(t.app, owner!, bookingId)).statusCode, 200);
      assert.deepEqual(await statementRows(t.app, businessId), issued, 'issued statements are never rewritten');
      const soFar = await monthSoFar('2032-05-15T12:00:00Z');
      assert.deepEqual(
        soFar.lines.map(({ bookingId: id, kind, totalPence }) => ({ id, kind, totalPence })),
        [{ id: bookingId, kind: 'adjustment', totalPence: -5_000 }],
      );

      await sweepAt(t.app, '2032-06-01T06:00:00Z');
      const rows = await statementRows(t.app, businessId);
      assert.deepEqual(rows.slice(0, issued.length), issued);
      const may = rows.at(-1)!;
      // The exact negative of 5,000: fee 500, VAT 100, due 4,400.
      assert.deepEqual(
        { period: may.period, total: may.total, fee: may.fee, vat: may.vat, due: may.due, lines: may.lines },
        { period: '2032-05-01', total: -5_000, fee: -500, vat: -100, due: -4_400, lines: 1 },
      );
      assert.equal((await sweepAt(t.app, '2032-07-01T06:00:00Z')).transitioned.issuedStatements, 0);
    });

    test('only the business’s owner, only a completed booking, only once, with a reason', async () => {
      const bookingId = await insertCompletedBooking(
        t.app,
        { businessId, date: '2032-02-10', totalPence: 3_000 },
        organizer,
      );
      const url = `/api/bookings/${bookingId}/refund`;
      const reason = { reason: 'Sorry.' };
      // Someone else's booking is a 404, and so is the family's own side of it.
      assert.equal((await call(t.app, stranger, 'POST', url, reason)).statusCode, 404);
      assert.equal((await call(t.app, organizer, 'POST', url, reason)).statusCode, 404);
      assert.equal((await call(t.app, undefined, 'POST', url, reason)).statusCode, 401);
      assert.equal(
        (await call(t.app, owner, 'POST', '/api/bookings/00000000-0000-4000-8000-000000000000/refund', reason))
          .statusCode,
        404,
      );
      // The reason is required, within the cancel reason's limits.
      assert.equal((await call(t.app, owner, 'POST', url, {})).statusCode, 400);
      assert.equal((await call(t.app, owner, 'POST', url, { reason: '' })).statusCode, 400);
      assert.equal((await call(t.app, owner, 'POST', url, { reason: '   ' })).statusCode, 400);
      assert.equal((await call(t.app, owner, 'POST', url, { reason: 'x'.repeat(501) })).statusCode, 400);

      await t.app.db.orm.execute(sql`UPDATE bookings SET status = 'confirmed' WHERE id = ${bookingId}`);
      const early = await call(t.app, owner, 'POST', url, reason);
      assert.equal(early.statusCode, 409, early.body);
      assert.equal(
        early.json<{ message: string }>().message,
        'This booking is confirmed: only a completed booking can be refunded.',
      );
      await t.app.db.orm.execute(sql`UPDATE bookings SET status = 'completed' WHERE id = ${bookingId}`);

      assert.equal((await call(t.app, owner, 'POST', url, reason)).statusCode, 200);
      const again = await call(t.app, owner, 'POST', url, reason);
      assert.equal(again.statusCode, 409, again.body);
      assert.equal(again.json<{ message: string }>().message, 'This booking has already been refunded.');
      assert.equal(await notificationsAbout(bookingId), 1);
    });

    test('two refunds at once: one is made, the other is a 409, and nothing is half done', async () => {
      const bookingId = await insertCompletedBooking(t.app, { businessId, date: '2032-02-11', totalPence: 4_000 });
      const answers = await Promise.all([
        refundBooking(t.app, owner!, bookingId, 'First reason.'),
        refundBooking(t.app, owner!, bookingId, 'Second reason.'),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
      const won = answers.find((answer) => answer.statusCode === 200)!.json<{ refundReason: string }>();
      assert.match(
        answers.find((answer) => answer.statusCode === 409)!.json<{ message: string }>().message,
        /already been refunded/,
      );
      const { rows } = (await t.app.db.orm.execute(
        sql`SELECT status, refund_reason FROM bookings WHERE id = ${bookingId}`,
      )) as unknown as { rows: Array<{ status: string; refund_reason: string }> };
      assert.deepEqual(rows[0], { status: 'refunded', refund_reason: won.refundReason });
      assert.equal(await notificationsAbout(bookingId), 1);
    });

    test('the family is told in the bell and by email, and sees the booking refunded', async () => {
      const bookingId = await insertCompletedBooking(
        t.app,
        { businessId, date: '2032-02-12', totalPence: 24_000 },
        organizer,
      );
      assert.equal((await refundBooking(t.app, owner!, bookingId, 'The show ran short.')).statusCode, 200);

      const notice = await latestNotificationTo(t.app, organizer!);
      assert.equal(notice.content, "Bright Sparks Magic refunded your booking of £240.00 for Olivia's party.");
      assert.equal(notice.recipientType, 'User');
      assert.equal(notice.entityType, 'Booking');
      assert.equal(notice.relatedEntityId, bookingId);
      const { rows } = (await t.app.db.orm.execute(
        sql`SELECT kind, recipient_uid FROM email_outbox WHERE notification_id = ${notice.id}`,
      )) as unknown as { rows: Array<{ kind: string; recipient_uid: string }> };
      assert.deepEqual(rows, [{ kind: 'bookings', recipient_uid: organizer!.uid }]);

      const seen = await call(t.app, organizer, 'GET', `/api/bookings/${bookingId}`);
      assert.equal(seen.statusCode, 200, seen.body);
      const view = seen.json<{ status: string; refundReason: string; canReview: boolean; contact: unknown }>();
      assert.equal(view.status, 'refunded');
      assert.equal(view.refundReason, 'The show ran short.');
      // The party took place: the family may still say how it went.
      assert.equal(view.canReview, true);
      const review = await call(t.app, organizer, 'POST', `/api/bookings/${bookingId}/review`, {
        rating: 2,
        text: 'The show ran short, but they refunded us.',
      });
      assert.equal(review.statusCode, 201, review.body);
    });
  });
}
