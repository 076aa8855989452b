/**
 * Capacity holds: a quote is accepted only for a day the business is available and has a place
 * left (`bookingsPerDay`), and a business's own account never books its own business.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { bookings, events } from '../../../../src/db/schema.ts';
import { longDate } from '../../../../src/modules/common/index.ts';
import { backends } from '../../../support/backends.ts';
import { call, createLive } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { inDays, partyEvent } from '../../../support/events.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const quoteBody = (totalPence = 24_000) => ({
  items: [{ description: 'Magic show', pence: totalPence }],
  totalPence,
  depositPence: 5_000,
  validUntil: inDays(10),
  message: 'We would love to come.',
});

for (const backend of await backends()) {
  describe(`capacity holds on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let first: TestUser;
    let second: TestUser;
    let provider: TestUser;
    let business: { id: string };
    /** Each test books its own day, so the business's days never mix between tests. */
    let nextDay = 30;

    before(async () => {
      t = await startTestApp(backend);
      [first, second, provider] = await Promise.all([
        createUser(uniqueEmail('first.parent')),
        createUser(uniqueEmail('second.parent')),
        createUser(uniqueEmail('one.a.day')),
      ]);
      // bookingsPerDay is 1 by default.
      business = await createLive(t.app, provider, { name: 'One A Day Magic' }, ['BS1']);
    });

    after(async () => {
      await deleteUsers(first, second, provider);
      await t.close();
    });

    /** An organizer's published event on `date` with a quote from the business: the quote's id. */
    async function quoted(organizer: TestUser, date: string): Promise<{ bookingId: string; quoteId: string }> {
      const event = await call(t.app, organizer, 'POST', '/api/events', partyEvent({ date }));
      assert.equal(event.statusCode, 201, event.body);
      const booking = await call(t.app, organizer, 'POST', '/api/bookings', {
        businessId: business.id,
        eventId: event.json().id,
        message: 'Are you free?',
      });
      assert.equal(booking.statusCode, 201, booking.body);
      const sent = await call(t.app, provider, 'POST', `/api/bookings/${booking.json().id}/quotes`, quoteBody());
      assert.equal(sent.statusCode, 201, sent.body);
      return { bookingId: booking.json().id, quoteId: sent.json().quotes[0].id };
    }

    async function confirmedOn(date: string): Promise<number> {
      const rows = await t.app.db.orm
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(
          and(
            eq(bookings.businessId, business.id),
            eq(events.date, date),
            inArray(bookings.status, ['confirmed', 'completed']),
          ),
        );
      return rows.length;
    }

    test('two organizers accepting quotes of a one-a-day business for one date at once: one wins, the other gets 409 naming the date', async () => {
      for (let round = 0; round < 3; round++) {
        const date = inDays(nextDay++);
        const [a, b] = await Promise.all([quoted(first, date), quoted(second, date)]);
        const answers = await Promise.all([
          call(t.app, first, 'POST', `/api/quotes/${a.quoteId}/accept`),
          call(t.app, second, 'POST', `/api/quotes/${b.quoteId}/accept`),
        ]);
        assert.deepEqual(
          answers.map((answer) => answer.statusCode).sort(),
          [200, 409],
          answers.map((answer) => answer.body).join('\n'),
        );
        const refused = answers.find((answer) => answer.statusCode === 409)!;
        assert.equal(
          refused.json().message,
          `One A Day Magic is fully booked on ${longDate(date)}: this quote can no longer be accepted.`,
        );
        assert.match(refused.json().message, / on \w+day \d{1,2} \w+ \d{4}:/);
        assert.equal(await confirmedOn(date), 1, 'never double-booked');
      }
    });

    test('once the day is full, the business’s other open quote for it expires and cannot be accepted', async () => {
      const date = inDays(nextDay++);
      const a = await quoted(first, date);
      const b = await quoted(second, date);
      assert.equal((await call(t.app, first, 'POST', `/api/quotes/${a.quoteId}/accept`)).statusCode, 200);
      const other = (await call(t.app, second, 'GET', `/api/bookings/${b.bookingId}`)).json();
      assert.equal(other.status, 'expired');
      const late = await call(t.app, second, 'POST', `/api/quotes/${b.quoteId}/accept`);
      assert.equal(late.statusCode, 409, late.body);
      assert.match(late.json().message, new RegExp(`fully booked on ${longDate(date)}`));
      assert.equal(await confirmedOn(date), 1);
    });

    test('a quote for a day the business marked unavailable is refused with a 409 naming the date', async () => {
      const date = inDays(nextDay++);
      const { quoteId, bookingId } = await quoted(first, date);
      const marked = await call(t.app, provider, 'PUT', `/api/businesses/${business.id}/unavailability/${date}`);
      assert.ok(marked.statusCode < 300, marked.body);
      const refused = await call(t.app, first, 'POST', `/api/quotes/${quoteId}/accept`);
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(
        refused.json().message,
        `One A Day Magic is not available on ${longDate(date)}: this quote can no longer be accepted.`,
      );
      assert.equal((await call(t.app, first, 'GET', `/api/bookings/${bookingId}`)).json().status, 'quoted');
      // Available again: the quote may be accepted.
      await call(t.app, provider, 'DELETE', `/api/businesses/${business.id}/unavailability/${date}`);
      assert.equal((await call(t.app, first, 'POST', `/api/quotes/${quoteId}/accept`)).statusCode, 200);
    });

    test('a business’s own account cannot request, quote on or find its own events', async () => {
      const own = await call(
        t.app,
        provider,
        'POST',
        '/api/events',
        partyEvent({ date: inDays(nextDay++), openToQuotes: true }),
      );
      assert.equal(own.statusCode, 201, own.body);
      const eventId = own.json().id;

      const request = await call(t.app, provider, 'POST', '/api/bookings', {
        businessId: business.id,
        eventId,
        message: 'Booking myself',
      });
      assert.equal(request.statusCode, 403, request.body);
      assert.equal(request.json().message, 'You cannot ask your own business for a quote.');

      const quote = await call(t.app, provider, 'POST', `/api/events/${eventId}/quotes`, {
        ...quoteBody(),
        businessId: business.id,
      });
      assert.equal(quote.statusCode, 403, quote.body);
      assert.equal(quote.json().message, 'You cannot quote on your own event.');

      const open = (await call(t.app, provider, 'GET', '/api/open-events?limit=100')).json();
      assert.ok(!open.items.some((item: { id: string }) => item.id === eventId));

      const mine = await t.app.db.orm.select({ id: bookings.id }).from(bookings).where(eq(bookings.eventId, eventId));
      assert.equal(mine.length, 0);
    });
  });
}
