/**
 * The timed transitions of marketplace.md section 4, driven through POST /api/internal/timed/run
 * with the moment to sweep at: each happens at its moment and not a minute before, once, with one
 * notification, and leaves alone what a user has already moved on.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { backends } from '../../support/backends.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  clearMarketplace,
  insertBooking,
  insertBusiness,
  insertEvent,
  insertQuote,
  notificationCount,
  notificationsAbout,
  ORGANIZER_UID,
  statusOf,
} from './timed-fixtures.ts';

for (const backend of await backends()) {
  describe(`timed transitions on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let businessId: string;

    async function sweepAt(now: string): Promise<SweepResult> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/internal/timed/run',
        headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
        payload: { now },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<SweepResult>();
    }

    /** One notification about the booking: to its organizer, naming the business and the event. */
    async function assertOrganizerToldOnce(bookingId: string, says: RegExp): Promise<void> {
      const told = await notificationsAbout(t.app, bookingId);
      assert.equal(told.length, 1, JSON.stringify(told));
      const [notification] = told;
      assert.deepEqual(
        { ...notification, content: undefined },
        {
          recipient_uid: ORGANIZER_UID,
          recipient_type: 'User',
          entity_type: 'Booking',
          related_entity_id: bookingId,
          related_booking_id: null,
          content: undefined,
        },
      );
      assert.match(notification!.content, /Bright Sparks Magic/);
      assert.match(notification!.content, /Maya's 6th birthday/);
      assert.match(notification!.content, says);
    }

    before(async () => {
      t = await startTestApp(backend, { env: { TIMED_BATCH_SIZE: '3' } });
    });
    after(async () => t.close());
    beforeEach(async () => {
      await clearMarketplace(t.app);
      businessId = await insertBusiness(t.app);
    });

    test('a request with no quote expires 7 days after it was made, not a minute before, and its organizer is told once', async () => {
      const eventId = await insertEvent(t.app, { date: '2031-04-20' });
      const bookingId = await insertBooking(t.app, {
        eventId,
        businessId,
        status: 'requested',
        createdAt: '2031-03-01T10:00:00Z',
      });

      const early = await sweepAt('2031-03-08T09:59:00Z');
      assert.equal(early.transitioned.expiredRequests, 0);
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'requested');
      assert.deepEqual(await notificationsAbout(t.app, bookingId), []);

      const due = await sweepAt('2031-03-08T10:00:00Z');
      assert.equal(due.transitioned.expiredRequests, 1);
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'expired');
      await assertOrganizerToldOnce(bookingId, /expired/);

      const again = await sweepAt('2031-03-20T10:00:00Z');
      assert.equal(again.transitioned.expiredRequests, 0);
      assert.equal((await notificationsAbout(t.app, bookingId)).length, 1);
    });

    test('a quoted booking never expires as a request, however old', async () => {
      const eventId = await insertEvent(t.app, { date: '2031-04-20' });
      const bookingId = await insertBooking(t.app, {
        eventId,
        businessId,
        status: 'quoted',
        createdAt: '2031-03-01T10:00:00Z',
      });
      await insertQuote(t.app, { bookingId, validUntil: '2031-04-10', createdAt: '2031-03-20T10:00:00Z' });

      const result = await sweepAt('2031-04-01T12:00:00Z');
      assert.equal(result.transitioned.expiredRequests, 0);
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'quoted');
    });

    test('an open quote expires at the end of its valid-until day in London (BST here), with its booking', async () => {
      const eventId = await insertEvent(t.app, { date: '2031-08-30' });
      const bookingId = await insertBooking(t.app, {
        eventId,
        businessId,
        status: 'quoted',
        createdAt: '2031-07-01T09:00:00Z',
      });
      const quoteId = await insertQuote(t.app, {
        bookingId,
        validUntil: '2031-07-10',
        totalPence: 24_000,
        createdAt: '2031-07-01T09:00:00Z',
      });

      // Midnight in London on 11 July 2031 is 23:00 UTC on the 10th.
      const early = await sweepAt('2031-07-10T22:59:00Z');
      assert.equal(early.transitioned.expiredQuotes, 0);
      assert.equal(await statusOf(t.app, 'quotes', quoteId), 'open');
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'quoted');

      const due = await sweepAt('2031-07-10T23:00:00Z');
      assert.equal(due.transitioned.expiredQuotes, 1);
      assert.equal(await statusOf(t.app, 'quotes', quoteId), 'expired');
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'expired');
      await assertOrganizerToldOnce(bookingId, /expired/);

      assert.equal((await sweepAt('2031-07-20T12:00:00Z')).transitioned.expiredQuotes, 0);
      assert.equal((await notificationsAbout(t.app, bookingId)).length, 1);
    });

    test('a quote accepted before its day ended, or already superseded, is left alone', async () => {
      const eventId = await insertEvent(t.app, { date: '2031-08-30' });
      const confirmedId = await insertBooking(t.app, {
        eventId,
        businessId,
        status: 'confirmed',
        createdAt: '2031-07-01T09:00:00Z',
      });
      const acceptedId = await insertQuote(t.app, {
        bookingId: confirmedId,
        validUntil: '2031-07-10',
        status: 'accepted',
        createdAt: '2031-07-01T09:00:00Z',
      });
      const otherBusiness = await insertBusiness(t.app, 'Party Pals');
      const quotedId = await insertBooking(t.app, {
        eventId,
        businessId: otherBusiness,
        status: 'quoted',
        createdAt: '2031-07-01T09:00:00Z',
      });
      const supersededId = await insertQuote(t.app, {
        bookingId: quotedId,
        validUntil: '2031-07-05',
        status: 'superseded',
        createdAt: '2031-07-01T09:00:00Z',
      });
      const revisedId = await insertQuote(t.app, {
        bookingId: quotedId,
        validUntil: '2031-07-25',
        createdAt: '2031-07-03T09:00:00Z',
      });

      const result = await sweepAt('2031-07-12T12:00:00Z');
      assert.equal(result.transitioned.expiredQuotes, 0);
      assert.equal(await statusOf(t.app, 'quotes', acceptedId), 'accepted');
      assert.equal(await statusOf(t.app, 'bookings', confirmedId), 'confirmed');
      assert.equal(await statusOf(t.app, 'quotes', supersededId), 'superseded');
      assert.equal(await statusOf(t.app, 'quotes', revisedId), 'open');
      assert.equal(await statusOf(t.app, 'bookings', quotedId), 'quoted');
      assert.equal(await notificationCount(t.app), 0);
    });

    test('the day after the event (GMT here), its confirmed bookings complete with an invitation to review, and the event completes', async () => {
      const eventId = await insertEvent(t.app, { date: '2031-12-05' });
      const confirmedId = await insertBooking(t.app, { eventId, businessId, status: 'confirmed' });
      const cancelledBusiness = await insertBusiness(t.app, 'Party Pals');
      const cancelledId = await insertBooking(t.app, { eventId, businessId: cancelledBusiness, status: 'cancelled' });
      const draftId = await insertEvent(t.app, { date: '2031-12-05', status: 'draft' });
      const cancelledEventId = await insertEvent(t.app, { date: '2031-12-05', status: 'cancelled' });

      const early = await sweepAt('2031-12-05T23:59:00Z');
      assert.equal(early.transitioned.completedEvents, 0);
      assert.equal(await statusOf(t.app, 'bookings', confirmedId), 'confirmed');
      assert.equal(await statusOf(t.app, 'events', eventId), 'published');

      const due = await sweepAt('2031-12-06T00:00:00Z');
      assert.equal(due.transitioned.completedEvents, 1);
      assert.equal(await statusOf(t.app, 'bookings', confirmedId), 'completed');
      assert.equal(await statusOf(t.app, 'events', eventId), 'completed');
      await assertOrganizerToldOnce(confirmedId, /review/);
      // Neither a cancelled booking, nor a draft or cancelled event, moves.
      assert.equal(await statusOf(t.app, 'bookings', cancelledId), 'cancelled');
      assert.equal(await statusOf(t.app, 'events', draftId), 'draft');
      assert.equal(await statusOf(t.app, 'events', cancelledEventId), 'cancelled');
      assert.equal(await notificationCount(t.app), 1);

      const again = await sweepAt('2031-12-09T00:00:00Z');
      assert.equal(again.transitioned.completedEvents, 0);
      assert.equal(await notificationCount(t.app), 1);
    });

    test('concurrent sweeps in small batches move every due row exactly once, with one notification each', async () => {
      const total = 12;
      const requested: string[] = [];
      const quoted: string[] = [];
      const confirmed: string[] = [];
      for (let index = 0; index < total; index += 1) {
        const eventId = await insertEvent(t.app, { date: '2031-05-01' });
        requested.push(
          await insertBooking(t.app, { eventId, businessId, status: 'requested', createdAt: '2031-03-01T10:00:00Z' }),
        );
        const other = await insertBusiness(t.app, `Party Pals ${index}`);
        const bookingId = await insertBooking(t.app, {
          eventId,
          businessId: other,
          status: 'quoted',
          createdAt: '2031-04-01T10:00:00Z',
        });
        await insertQuote(t.app, { bookingId, validUntil: '2031-04-10', createdAt: '2031-04-01T10:00:00Z' });
        quoted.push(bookingId);
        const third = await insertBusiness(t.app, `Magic Max ${index}`);
        confirmed.push(await insertBooking(t.app, { eventId, businessId: third, status: 'confirmed' }));
      }

      const results = await Promise.all(Array.from({ length: 4 }, () => sweepAt('2031-05-02T12:00:00Z')));
      const sum = (name: string) => results.reduce((count, result) => count + (result.transitioned[name] ?? 0), 0);
      assert.ok(results.every((result) => result.failures === 0));
      // Each event completes once; a request or quote left open on it expires by its own rule or
      // with the event, whichever sweep reached it first, but only once.
      assert.equal(sum('completedEvents'), total);
      assert.ok(sum('expiredRequests') <= total && sum('expiredQuotes') <= total);
      for (const id of requested) assert.equal(await statusOf(t.app, 'bookings', id), 'expired');
      for (const id of quoted) assert.equal(await statusOf(t.app, 'bookings', id), 'expired');
      for (const id of confirmed) assert.equal(await statusOf(t.app, 'bookings', id), 'completed');
      for (const id of [...requested, ...quoted, ...confirmed]) {
        assert.equal((await notificationsAbout(t.app, id)).length, 1, id);
      }
      assert.equal(await notificationCount(t.app), 3 * total);
    });
  });
}
