/**
 * The provider's agenda: a month of confirmed bookings and unavailable days (theirs only), ranges
 * marked unavailable and available again (a confirmed booking on a day asks for a confirmation
 * first and stands), unavailable days leaving Find events, and the private calendar feed whose
 * secret the owner can replace (the old address then 404s).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { addDays, londonToday } from '../../../src/modules/common/index.ts';
import { backends } from '../../support/backends.ts';
import { call, createDraft, createLive } from '../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const owner: TestUser = await createUser(uniqueEmail('provider'));
const stranger: TestUser = await createUser(uniqueEmail('stranger'));
after(() => deleteUsers(owner, stranger));

const today = londonToday(new Date());
const inDays = (days: number) => addDays(today, days);

async function insertEvent(t: TestApp, date: string, openToQuotes = false): Promise<string> {
  const { rows } = (await t.app.db.orm.execute(
    sql`INSERT INTO events (owner_uid, owner_email, owner_name, title, type, date, start_time, end_time,
          postcode_district, address, child_name, children_count, age_min, age_max, status, published_at, open_to_quotes)
        VALUES ('organizer-uid', 'olivia@example.com', 'Olivia', 'Maya''s 6th birthday', 'Birthday party', ${date}::date,
          '14:00', '16:00', 'BS1', '1 Park Road, Bristol', 'Maya', 12, 5, 7, 'published', now(), ${openToQuotes})
        RETURNING id`,
  )) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

async function insertConfirmed(t: TestApp, businessId: string, date: string): Promise<string> {
  const eventId = await insertEvent(t, date);
  const { rows } = (await t.app.db.orm.execute(
    sql`INSERT INTO bookings (event_id, business_id, status, confirmed_at) VALUES (${eventId}, ${businessId}, 'confirmed', now())
        RETURNING id`,
  )) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

for (const backend of await backends()) {
  describe(`agenda on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let liveId: string;
    let draftId: string;
    let bookingId: string;

    before(async () => {
      t = await startTestApp(backend);
      liveId = (await createLive(t.app, owner, { name: 'Bright Sparks Magic' })).id;
      draftId = (await createDraft(t.app, owner, { name: 'Abracadabra Parties' })).id;
      bookingId = await insertConfirmed(t, liveId, inDays(12));
    });

    after(() => t?.close());

    test('a month shows every business of the owner, its confirmed bookings and unavailable days', async () => {
      const marked = await call(t.app, owner, 'PUT', `/api/agenda/${draftId}/unavailable-days`, {
        from: inDays(12),
        to: inDays(12),
      });
      assert.equal(marked.statusCode, 200, marked.body);
      const month = inDays(12).slice(0, 7);
      const response = await call(t.app, owner, 'GET', `/api/agenda?month=${month}`);
      assert.equal(response.statusCode, 200, response.body);
      const agenda = response.json<{
        today: string;
        businesses: Array<{ name: string; bookingsPerDay: number }>;
        bookings: Array<Record<string, unknown>>;
        unavailable: Array<{ businessId: string; date: string }>;
      }>();
      assert.equal(agenda.today, today);
      assert.deepEqual(
        agenda.businesses.map(({ name, bookingsPerDay }) => ({ name, bookingsPerDay })),
        [
          { name: 'Abracadabra Parties', bookingsPerDay: 1 },
          { name: 'Bright Sparks Magic', bookingsPerDay: 1 },
        ],
      );
      assert.deepEqual(agenda.bookings, [
        {
          bookingId,
          businessId: liveId,
          status: 'confirmed',
          date: inDays(12),
          startTime: '14:00',
          endTime: '16:00',
          eventType: 'Birthday party',
          postcodeDistrict: 'BS1',
          organizerName: 'Olivia',
          childName: 'Maya',
          address: '1 Park Road, Bristol',
          childrenCount: 12,
        },
      ]);
      assert.deepEqual(agenda.unavailable, [{ businessId: draftId, date: inDays(12) }]);

      const one = (await call(t.app, owner, 'GET', `/api/agenda?month=${month}&businessId=${draftId}`)).json<{
        bookings: unknown[];
        unavailable: unknown[];
      }>();
      assert.deepEqual([one.bookings.length, one.unavailable.length], [0, 1]);
    });

    test('someone else sees nothing of it', async () => {
      const month = inDays(12).slice(0, 7);
      const theirs = (await call(t.app, stranger, 'GET', `/api/agenda?month=${month}`)).json<{
        businesses: unknown[];
        bookings: unknown[];
      }>();
      assert.deepEqual([theirs.businesses, theirs.bookings], [[], []]);
      assert.equal(
        (await call(t.app, stranger, 'GET', `/api/agenda?month=${month}&businessId=${liveId}`)).statusCode,
        404,
      );
      const range = { from: inDays(20), to: inDays(21) };
      assert.equal(
        (await call(t.app, stranger, 'PUT', `/api/agenda/${liveId}/unavailable-days`, range)).statusCode,
        404,
      );
      assert.equal(
        (
          await call(
            t.app,
            stranger,
            'DELETE',
            `/api/agenda/${liveId}/unavailable-days?from=${range.from}&to=${range.to}`,
          )
        ).statusCode,
        404,
      );
      assert.equal((await call(t.app, undefined, 'GET', `/api/agenda?month=${month}`)).statusCode, 401);
    });

    test('a range is marked unavailable and available again, day by day', async () => {
      const put = await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, {
        from: inDays(30),
        to: inDays(34),
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual(put.json<{ unavailableDates: string[] }>().unavailableDates, [30, 31, 32, 33, 34].map(inDays));
      // Marking again is harmless; making the middle available leaves the ends.
      assert.equal(
        (
          await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, {
            from: inDays(30),
            to: inDays(34),
          })
        ).statusCode,
        200,
      );
      const del = await call(
        t.app,
        owner,
        'DELETE',
        `/api/agenda/${liveId}/unavailable-days?from=${inDays(31)}&to=${inDays(33)}`,
      );
      assert.equal(del.statusCode, 200, del.body);
      assert.deepEqual(del.json<{ unavailableDates: string[] }>().unavailableDates, []);
      const business = (await call(t.app, owner, 'GET', `/api/businesses/${liveId}`)).json<{
        unavailableDates: string[];
      }>();
      assert.deepEqual(business.unavailableDates, [inDays(30), inDays(34)]);
    });

    test('ranges outside the rules are refused with a message', async () => {
      const refuse = async (body: Record<string, unknown>, message: RegExp) => {
        const response = await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, body);
        assert.equal(response.statusCode, 400, response.body);
        assert.match(response.json<{ message: string }>().message, message);
      };
      await refuse({ from: inDays(-1), to: inDays(2) }, /passed/);
      await refuse({ from: inDays(5), to: inDays(4) }, /before/);
      await refuse({ from: inDays(50), to: inDays(50 + 92) }, /at most 92 days/);
      await refuse({ from: '2031-02-30', to: '2031-03-01' }, /not a date/);
      await refuse({ from: inDays(1) }, /to/);
    });

    test('a day with a confirmed booking asks first; once confirmed, the booking stands', async () => {
      const range = { from: inDays(11), to: inDays(13) };
      const first = await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, range);
      assert.equal(first.statusCode, 409, first.body);
      assert.match(first.json<{ message: string }>().message, /confirmed booking on .+ it stands/);
      const business = (await call(t.app, owner, 'GET', `/api/businesses/${liveId}`)).json<{
        unavailableDates: string[];
      }>();
      assert.ok(!business.unavailableDates.includes(inDays(11)), 'nothing marked by the refused range');

      const confirmed = await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, {
        ...range,
        keepBookings: true,
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const { rows } = (await t.app.db.orm.execute(
        sql`SELECT status FROM bookings WHERE id = ${bookingId}`,
      )) as unknown as {
        rows: Array<{ status: string }>;
      };
      assert.equal(rows[0]!.status, 'confirmed');
    });

    test('an unavailable day leaves Find events for that business', async () => {
      const eventId = await insertEvent(t, inDays(40), true);
      const listed = async () =>
        (await call(t.app, owner, 'GET', '/api/open-events'))
          .json<{ items: Array<{ id: string }> }>()
          .items.map((e) => e.id);
      assert.ok((await listed()).includes(eventId), 'listed while the day is free');
      await call(t.app, owner, 'PUT', `/api/agenda/${liveId}/unavailable-days`, { from: inDays(40), to: inDays(40) });
      assert.ok(!(await listed()).includes(eventId), 'gone once the day is unavailable');
    });

    test('the calendar feed: private address, bookings and unavailable days, replaced secret 404s', async () => {
      assert.deepEqual((await call(t.app, owner, 'GET', `/api/agenda/${liveId}/feed`)).json(), { url: null });
      const made = await call(t.app, owner, 'POST', `/api/agenda/${liveId}/feed`);
      assert.equal(made.statusCode, 200, made.body);
      const { url } = made.json<{ url: string }>();
      const match = /^http:\/\/localhost:80\/api\/public\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
      assert.ok(match, url);
      assert.deepEqual((await call(t.app, owner, 'GET', `/api/agenda/${liveId}/feed`)).json(), { url });

      const path = new URL(url).pathname;
      const feed = await t.app.inject({ method: 'GET', url: path });
      assert.equal(feed.statusCode, 200);
      assert.match(feed.headers['content-type'] as string, /^text\/calendar/);
      const ics = feed.body.replace(/\r\n /g, '');
      assert.match(ics, /^BEGIN:VCALENDAR/);
      assert.match(ics, new RegExp(`UID:booking-${bookingId}@kidsevents`));
      assert.match(ics, new RegExp(`DTSTART;TZID=Europe/London:${inDays(12).replaceAll('-', '')}T140000`));
      assert.match(ics, /SUMMARY:Birthday party\\, BS1/);
      assert.match(ics, new RegExp(`DTSTART;VALUE=DATE:${inDays(30).replaceAll('-', '')}`));
      assert.match(ics, /SUMMARY:Unavailable/);
      assert.doesNotMatch(ics, /Maya's 6th birthday/, 'no more than the agenda shows');

      const replaced = (await call(t.app, owner, 'POST', `/api/agenda/${liveId}/feed`)).json<{ url: string }>();
      assert.notEqual(replaced.url, url);
      assert.equal((await t.app.inject({ method: 'GET', url: path })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: new URL(replaced.url).pathname })).statusCode, 200);
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/api/public/calendar/${'a'.repeat(43)}.ics` })).statusCode,
        404,
      );
      assert.equal((await call(t.app, stranger, 'POST', `/api/agenda/${liveId}/feed`)).statusCode, 404);
      assert.equal((await call(t.app, stranger, 'GET', `/api/agenda/${liveId}/feed`)).statusCode, 404);
    });
  });
}
