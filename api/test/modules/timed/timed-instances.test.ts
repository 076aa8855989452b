/**
 * Several API instances on one database: each sweeps on its own every interval and on demand, and
 * every due row still moves once, with one notification. A row a user's command holds is skipped,
 * not waited for, and left alone once that command has moved it on.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import { addDays, londonToday } from '../../../src/modules/common/index.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { backends, TEST_DATABASE_URL, withServerClient } from '../../support/backends.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  clearMarketplace,
  insertBooking,
  insertBusiness,
  insertEvent,
  insertQuote,
  notificationCount,
  notificationsAbout,
  statusOf,
} from './timed-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function sweepAt(t: TestApp, now: string): Promise<SweepResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/internal/timed/run',
    headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
    payload: { now },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<SweepResult>();
}

/** A request 8 days old, a quote that lapsed 9 days ago and a confirmed booking of yesterday's event, by the real clock. */
async function dueByTheRealClock(t: TestApp) {
  const now = Date.now();
  const today = londonToday(new Date(now));
  const businessId = await insertBusiness(t.app);
  const upcoming = await insertEvent(t.app, { date: addDays(today, 30) });
  const requestId = await insertBooking(t.app, {
    eventId: upcoming,
    businessId,
    status: 'requested',
    createdAt: new Date(now - 8 * DAY_MS).toISOString(),
  });
  const quotedBy = await insertBusiness(t.app, 'Party Pals');
  const sentAt = new Date(now - 10 * DAY_MS);
  const quotedId = await insertBooking(t.app, {
    eventId: upcoming,
    businessId: quotedBy,
    status: 'quoted',
    createdAt: sentAt.toISOString(),
  });
  await insertQuote(t.app, {
    bookingId: quotedId,
    validUntil: addDays(londonToday(sentAt), 1),
    createdAt: sentAt.toISOString(),
  });
  const yesterday = await insertEvent(t.app, { date: addDays(today, -1) });
  const confirmedId = await insertBooking(t.app, { eventId: yesterday, businessId, status: 'confirmed' });
  return { requestId, quotedId, confirmedId, eventId: yesterday };
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

for (const backend of await backends()) {
  describe(`the sweep loop in the app on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend, { env: { TIMED_INTERVAL_MS: '40', LOG_LEVEL: 'silent' } });
    });
    after(async () => t.close());

    test('moves what is due by the real clock without being asked, once, and closes cleanly', async () => {
      await clearMarketplace(t.app);
      const due = await dueByTheRealClock(t);
      await waitFor(
        async () => (await statusOf(t.app, 'events', due.eventId)) === 'completed',
        'the event to complete',
      );
      await waitFor(async () => (await statusOf(t.app, 'bookings', due.quotedId)) === 'expired', 'the quote to expire');
      await waitFor(
        async () => (await statusOf(t.app, 'bookings', due.requestId)) === 'expired',
        'the request to expire',
      );
      assert.equal(await statusOf(t.app, 'bookings', due.confirmedId), 'completed');
      await sleep(150); // a few more sweeps find nothing more to do
      for (const id of [due.requestId, due.quotedId, due.confirmedId]) {
        assert.equal((await notificationsAbout(t.app, id)).length, 1, id);
      }
    });
  });
}

const server = (await backends()).find((backend) => backend.name === 'postgres')!;

describe('two API instances on one PostgreSQL schema', { skip: server.skip }, () => {
  const schema = `api_test_timed_${Date.now().toString(36)}`;
  // Each also sweeps on its own meanwhile, by the real clock, as deployed instances do.
  const shared = {
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_SCHEMA: schema,
    LOG_LEVEL: 'silent',
    TIMED_INTERVAL_MS: '30',
    TIMED_BATCH_SIZE: '2',
  };
  let one: TestApp;
  let two: TestApp;

  before(async () => {
    one = await startTestApp(server, { env: shared });
    two = await startTestApp(server, { env: shared });
  });
  after(async () => {
    await one?.close();
    await two?.close();
    await withServerClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  });

  test('sweeping at once, in batches of two, they move each due row once with one notification', async () => {
    await clearMarketplace(one.app);
    const total = 15;
    const ids: string[] = [];
    const events: string[] = [];
    for (let index = 0; index < total; index += 1) {
      const eventId = await insertEvent(one.app, { date: '2031-05-01' });
      events.push(eventId);
      const first = await insertBusiness(one.app, `Bright Sparks ${index}`);
      ids.push(
        await insertBooking(one.app, {
          eventId,
          businessId: first,
          status: 'requested',
          createdAt: '2031-03-01T10:00:00Z',
        }),
      );
      const second = await insertBusiness(one.app, `Party Pals ${index}`);
      const quotedId = await insertBooking(one.app, {
        eventId,
        businessId: second,
        status: 'quoted',
        createdAt: '2031-04-01T10:00:00Z',
      });
      await insertQuote(one.app, { bookingId: quotedId, validUntil: '2031-04-10', createdAt: '2031-04-01T10:00:00Z' });
      ids.push(quotedId);
      const third = await insertBusiness(one.app, `Magic Max ${index}`);
      ids.push(await insertBooking(one.app, { eventId, businessId: third, status: 'confirmed' }));
    }

    const results = await Promise.all(
      [one, two, one, two, one, two].map((instance) => sweepAt(instance, '2031-05-02T12:00:00Z')),
    );
    assert.ok(
      results.every((result) => result.failures === 0),
      JSON.stringify(results),
    );
    assert.equal(
      results.reduce((sum, result) => sum + (result.transitioned.completedEvents ?? 0), 0),
      total,
    );
    for (const id of events) assert.equal(await statusOf(two.app, 'events', id), 'completed');
    for (const id of ids) {
      assert.match(await statusOf(two.app, 'bookings', id), /^(expired|completed)$/);
      assert.equal((await notificationsAbout(two.app, id)).length, 1, id);
    }
    assert.equal(await notificationCount(two.app), ids.length);
  });

  test("a booking a user's command holds is skipped, and left alone once that command has moved it on", async () => {
    await clearMarketplace(one.app);
    const businessId = await insertBusiness(one.app);
    const eventId = await insertEvent(one.app, { date: '2031-08-30' });
    const requestId = await insertBooking(one.app, {
      eventId,
      businessId,
      status: 'requested',
      createdAt: '2031-07-01T09:00:00Z',
    });
    const other = await insertBusiness(one.app, 'Party Pals');
    const quotedId = await insertBooking(one.app, {
      eventId,
      businessId: other,
      status: 'quoted',
      createdAt: '2031-07-01T09:00:00Z',
    });
    const quoteId = await insertQuote(one.app, {
      bookingId: quotedId,
      validUntil: '2031-07-10',
      createdAt: '2031-07-01T09:00:00Z',
    });

    // The user's commands: a withdraw and an accept, each in its own transaction, holding the booking.
    const user = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await user.connect();
    try {
      await user.query('BEGIN');
      await user.query('SELECT id FROM bookings WHERE id = ANY($1) FOR UPDATE', [[requestId, quotedId]]);

      const startedAt = Date.now();
      const during = await sweepAt(two, '2031-07-12T12:00:00Z');
      assert.ok(Date.now() - startedAt < 2_000, 'the sweep skipped the locked rows instead of waiting');
      assert.deepEqual([during.transitioned.expiredRequests, during.transitioned.expiredQuotes], [0, 0]);

      await user.query(`UPDATE bookings SET status = 'withdrawn' WHERE id = $1`, [requestId]);
      await user.query(`UPDATE quotes SET status = 'accepted' WHERE id = $1`, [quoteId]);
      await user.query(`UPDATE bookings SET status = 'confirmed', confirmed_at = now() WHERE id = $1`, [quotedId]);
      await user.query('COMMIT');
    } finally {
      await user.end();
    }

    const afterwards = await sweepAt(one, '2031-07-12T12:00:00Z');
    assert.deepEqual([afterwards.transitioned.expiredRequests, afterwards.transitioned.expiredQuotes], [0, 0]);
    assert.equal(await statusOf(one.app, 'bookings', requestId), 'withdrawn');
    assert.equal(await statusOf(one.app, 'bookings', quotedId), 'confirmed');
    assert.equal(await statusOf(one.app, 'quotes', quoteId), 'accepted');
    assert.equal(await notificationCount(one.app), 0);
  });
});
