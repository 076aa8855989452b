/**
 * The timed transitions against the organizer's own commands, through the real API: whichever
 * comes first wins, the other finds the booking moved on (a 409 for the user, nothing for the
 * sweep), and the organizer hears of the one change that happened.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import { addDays, londonToday } from '../../../src/modules/common/index.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { backends } from '../../support/backends.ts';
import { call, createLive } from '../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { clearMarketplace, notificationsAbout, statusOf } from './timed-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const EVENT = {
  title: "Maya's 6th birthday",
  type: 'Birthday party',
  startTime: '14:00',
  endTime: '16:00',
  postcodeDistrict: 'BS1',
  address: '12 Harbour Road, Bristol',
  childName: 'Maya',
  childrenCount: 20,
  ageRange: { min: 5, max: 7 },
  budgetPence: 30_000,
  servicesNeeded: ['Magicians'],
  notes: '',
  openToQuotes: false,
  shareWhenCompleted: false,
};

for (const backend of await backends()) {
  describe(`timed transitions racing the organizer on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let organizer: TestUser;
    let provider: TestUser;
    let businessId: string;
    const today = () => londonToday(new Date());

    const sweepAt = async (now: Date) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/internal/timed/run',
        headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
        payload: { now: now.toISOString() },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<SweepResult>();
    };

    /** A request to the business on a new event, and its open quote valid until tomorrow. */
    async function quotedBooking(): Promise<{ bookingId: string; quoteId: string }> {
      const event = await call(t.app, organizer, 'POST', '/api/events', {
        ...EVENT,
        date: addDays(today(), 20),
        publish: true,
      });
      assert.equal(event.statusCode, 201, event.body);
      const booking = await call(t.app, organizer, 'POST', '/api/bookings', {
        businessId,
        eventId: event.json().id,
        message: 'Are you free?',
      });
      assert.equal(booking.statusCode, 201, booking.body);
      const bookingId = booking.json().id as string;
      const quoted = await call(t.app, provider, 'POST', `/api/bookings/${bookingId}/quotes`, {
        items: [{ description: 'Magic show', pence: 24_000 }],
        totalPence: 24_000,
        depositPence: 0,
        validUntil: addDays(today(), 1),
        message: '',
      });
      assert.equal(quoted.statusCode, 201, quoted.body);
      return { bookingId, quoteId: quoted.json().quotes[0].id as string };
    }

    /** Well after the quote's valid-until day (tomorrow) has ended in London. */
    const afterExpiry = () => new Date(Date.now() + 3 * DAY_MS);

    const expiryNotices = async (bookingId: string) =>
      (await notificationsAbout(t.app, bookingId)).filter((n) => /expired/.test(n.content));

    before(async () => {
      t = await startTestApp(backend, { env: { LOG_LEVEL: 'silent' } });
      [organizer, provider] = await Promise.all([
        createUser(uniqueEmail('maya.parent')),
        createUser(uniqueEmail('provider')),
      ]);
      businessId = (await createLive(t.app, provider, { name: 'Bright Sparks Magic' }, ['BS1'])).id;
    });
    after(async () => {
      await deleteUsers(organizer, provider);
      await t.close();
    });
    beforeEach(async () => clearMarketplace(t.app));

    test('a quote accepted before its day ended is left alone by the sweep after it', async () => {
      const { bookingId, quoteId } = await quotedBooking();
      assert.equal((await call(t.app, organizer, 'POST', `/api/quotes/${quoteId}/accept`)).statusCode, 200);

      const result = await sweepAt(afterExpiry());
      assert.equal(result.transitioned.expiredQuotes, 0);
      assert.equal(await statusOf(t.app, 'quotes', quoteId), 'accepted');
      assert.equal(await statusOf(t.app, 'bookings', bookingId), 'confirmed');
      assert.deepEqual(await expiryNotices(bookingId), []);
    });

    test('an accept racing the sweep that expires its quote: one of them wins, and only its change is told', async () => {
      for (let round = 0; round < 3; round += 1) {
        // Each round on an empty marketplace: a booking confirmed in an earlier round would fill
        // the business's day, and the capacity hold would then refuse this accept for that reason.
        if (round > 0) await clearMarketplace(t.app);
        const { bookingId, quoteId } = await quotedBooking();
        const [accepted, swept] = await Promise.all([
          call(t.app, organizer, 'POST', `/api/quotes/${quoteId}/accept`),
          sweepAt(afterExpiry()),
        ]);
        assert.equal(swept.failures, 0);
        if (accepted.statusCode === 200) {
          assert.equal(swept.transitioned.expiredQuotes, 0);
          assert.equal(await statusOf(t.app, 'quotes', quoteId), 'accepted');
          assert.equal(await statusOf(t.app, 'bookings', bookingId), 'confirmed');
          assert.deepEqual(await expiryNotices(bookingId), []);
        } else {
          assert.equal(accepted.statusCode, 409, accepted.body);
          assert.equal(swept.transitioned.expiredQuotes, 1);
          assert.equal(await statusOf(t.app, 'quotes', quoteId), 'expired');
          assert.equal(await statusOf(t.app, 'bookings', bookingId), 'expired');
          assert.equal((await expiryNotices(bookingId)).length, 1);
        }
      }
    });

    test('a withdraw racing the sweep that expires the request: one of them wins', async () => {
      for (let round = 0; round < 3; round += 1) {
        const event = await call(t.app, organizer, 'POST', '/api/events', {
          ...EVENT,
          date: addDays(today(), 20),
          publish: true,
        });
        const booking = await call(t.app, organizer, 'POST', '/api/bookings', {
          businessId,
          eventId: event.json().id,
          message: 'Are you free?',
        });
        const bookingId = booking.json().id as string;
        const [withdrawn, swept] = await Promise.all([
          call(t.app, organizer, 'POST', `/api/bookings/${bookingId}/withdraw`),
          sweepAt(new Date(Date.now() + 8 * DAY_MS)),
        ]);
        if (withdrawn.statusCode === 200) {
          assert.equal(swept.transitioned.expiredRequests, 0);
          assert.equal(await statusOf(t.app, 'bookings', bookingId), 'withdrawn');
          assert.deepEqual(await expiryNotices(bookingId), []);
        } else {
          assert.equal(withdrawn.statusCode, 409, withdrawn.body);
          assert.equal(swept.transitioned.expiredRequests, 1);
          assert.equal(await statusOf(t.app, 'bookings', bookingId), 'expired');
          assert.equal((await expiryNotices(bookingId)).length, 1);
        }
      }
    });
  });
}
