import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { events, notifications } from '../../../../src/db/schema.ts';
import { completeEvent } from '../../../../src/modules/bookings/index.ts';
import { backends } from '../../../support/backends.ts';
import { call, createLive } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

/** YYYY-MM-DD `days` from today (far enough from midnight in any zone for these tests). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const EVENT = {
  title: "Maya's 6th birthday",
  type: 'Birthday party',
  startTime: '14:00',
  endTime: '16:00',
  postcodeDistrict: 'BS1 4DJ',
  address: '12 Harbour Road, Bristol',
  childName: 'Maya',
  childrenCount: 20,
  ageRange: { min: 5, max: 7 },
  budgetPence: 30_000,
  servicesNeeded: ['Magicians'],
  notes: 'One child has a nut allergy.',
  openToQuotes: true,
  shareWhenCompleted: true,
};

const quoteBody = (totalPence = 24_000, extra: Record<string, unknown> = {}) => ({
  items: [
    { description: 'Magic show', pence: totalPence - 4_000 },
    { description: 'Balloon animals', pence: 4_000 },
  ],
  totalPence,
  depositPence: 5_000,
  validUntil: inDays(10),
  message: 'We would love to come.',
  ...extra,
});

for (const backend of await backends()) {
  describe(`events and bookings on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let organizer: TestUser;
    let provider: TestUser;
    let stranger: TestUser;
    let business: { id: string; slug: string };

    before(async () => {
      t = await startTestApp(backend);
      [organizer, provider, stranger] = await Promise.all([
        createUser(uniqueEmail('maya.parent')),
        createUser(uniqueEmail('provider')),
        createUser(uniqueEmail('stranger')),
      ]);
      business = await createLive(t.app, provider, { name: 'Bright Sparks Magic' }, ['BS1']);
    });

    after(async () => {
      await deleteUsers(organizer, provider, stranger);
      await t.close();
    });

    async function newEvent(extra: Record<string, unknown> = {}) {
      const response = await call(t.app, organizer, 'POST', '/api/events', {
        ...EVENT,
        date: inDays(20),
        publish: true,
        ...extra,
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    }

    async function request(eventId: string) {
      const response = await call(t.app, organizer, 'POST', '/api/bookings', {
        businessId: business.id,
        eventId,
        message: 'Are you free?',
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    }

    async function quote(bookingId: string, body = quoteBody()) {
      const response = await call(t.app, provider, 'POST', `/api/bookings/${bookingId}/quotes`, body);
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    }

    async function latestTo(user: { uid: string }) {
      const [row] = await t.app.db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.recipientUid, user.uid))
        .orderBy(sql`created_at DESC, id DESC`)
        .limit(1);
      return row!;
    }

    test('an event is created with its district, and every limit is a 400 naming the field', async () => {
      const event = await newEvent();
      assert.equal(event.viewer, 'organizer');
      assert.equal(event.postcodeDistrict, 'BS1');
      assert.equal(event.status, 'published');
      assert.equal(event.address, EVENT.address);
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ title: 'A' }, /title/],
        [{ date: inDays(-2) }, /^date: must be today or later/],
        [{ endTime: '13:00' }, /^endTime: must be after startTime/],
        [{ postcodeDistrict: 'ZZ99' }, /^postcodeDistrict:/],
        [{ childrenCount: 201 }, /childrenCount/],
        [{ budgetPence: 10_000_001 }, /budgetPence/],
        [{ notes: 'x'.repeat(2001) }, /notes/],
      ];
      for (const [change, message] of cases) {
        const response = await call(t.app, organizer, 'POST', '/api/events', {
          ...EVENT,
          date: inDays(20),
          publish: false,
          ...change,
        });
        assert.equal(response.statusCode, 400, `${JSON.stringify(change)}: ${response.body}`);
        assert.match(response.json().message, message);
      }
      assert.equal((await call(t.app, undefined, 'POST', '/api/events', { ...EVENT, publish: false })).statusCode, 401);
    });

    test('publishing tells matching businesses, and Find events lists the event for the provider', async () => {
      const event = await newEvent();
      const notice = await latestTo(provider);
      assert.equal(notice.entityType, 'Event');
      assert.equal(notice.recipientType, 'Business');
      assert.equal(notice.relatedEntityId, event.id);
      assert.match(
        notice.content,
        /^Maya is looking for quotes for a Birthday party on \w+day \d+ \w+ \d{4} in BS1, which Bright Sparks Magic covers\.$/,
      );
      const open = await call(t.app, provider, 'GET', '/api/open-events?limit=100');
      assert.equal(open.statusCode, 200, open.body);
      const listed = open.json().items.find((item: { id: string }) => item.id === event.id);
      assert.deepEqual(listed.matchingBusinesses, [
        { id: business.id, name: 'Bright Sparks Magic', slug: business.slug },
      ]);
      assert.equal(listed.address, undefined);
      // The provider sees its public part only; a stranger nothing.
      const seen = (await call(t.app, provider, 'GET', `/api/events/${event.id}`)).json();
      assert.equal(seen.viewer, 'business');
      assert.equal(seen.address, null);
      assert.equal(seen.title, null);
      assert.equal(seen.childName, null);
      assert.equal(seen.notes, null);
      assert.equal(seen.quotableBy[0].id, business.id);
      assert.equal((await call(t.app, stranger, 'GET', `/api/events/${event.id}`)).statusCode, 404);
    });

    test('request → quote → revise → accept, telling the other side each time; details released once confirmed', async () => {
      const event = await newEvent();
      const booking = await request(event.id);
      assert.equal(booking.status, 'requested');
      let notice = await latestTo(provider);
      assert.deepEqual(
        [notice.entityType, notice.recipientType, notice.relatedEntityId],
        ['Booking', 'Business', booking.id],
      );
      assert.match(notice.content, /^Maya asked Bright Sparks Magic for a quote for a Birthday party on /);

      const asBusiness = (await call(t.app, provider, 'GET', `/api/bookings/${booking.id}`)).json();
      assert.equal(asBusiness.viewer, 'business');
      assert.equal(asBusiness.event.address, null);
      assert.equal(asBusiness.organizerName, 'Maya');
      assert.equal((await call(t.app, stranger, 'GET', `/api/bookings/${booking.id}`)).statusCode, 404);

      const first = await quote(booking.id);
      assert.equal(first.status, 'quoted');
      notice = await latestTo(organizer);
      assert.equal(notice.entityType, 'Quote');
      assert.equal(notice.recipientType, 'User');
      assert.equal(notice.relatedEntityId, first.quotes[0].id);
      assert.equal(notice.relatedBookingId, booking.id);
      assert.equal(notice.content, "Bright Sparks Magic sent you a quote of £240.00 for Maya's 6th birthday.");

      const revised = await quote(booking.id, quoteBody(26_000, { replacesQuoteId: first.quotes[0].id }));
      assert.deepEqual(
        revised.quotes.map((q: { status: string }) => q.status),
        ['open', 'superseded'],
      );
      assert.match((await latestTo(organizer)).content, /revised its quote to £260\.00/);

      const openId = revised.quotes[0].id;
      const accepted = await call(t.app, organizer, 'POST', `/api/quotes/${openId}/accept`);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal(accepted.json().status, 'confirmed');
      assert.deepEqual(accepted.json().contact, { email: 'hello@brightsparks.example', phone: '0117 496 0000' });
      notice = await latestTo(provider);
      assert.match(notice.content, /^Maya accepted your quote of £260\.00 for a Birthday party on /);
      assert.match(
        (await latestTo(organizer)).content,
        /^Your booking with Bright Sparks Magic for Maya's 6th birthday is confirmed\.$/,
      );

      const released = (await call(t.app, provider, 'GET', `/api/bookings/${booking.id}`)).json();
      assert.equal(released.event.address, EVENT.address);
      assert.equal(released.event.childName, 'Maya');
      assert.equal(released.contact, null);

      // Wrong state now: 409; someone else: 404.
      assert.equal((await call(t.app, organizer, 'POST', `/api/bookings/${booking.id}/withdraw`)).statusCode, 409);
      assert.equal((await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/decline`, {})).statusCode, 409);
      assert.equal((await call(t.app, stranger, 'POST', `/api/quotes/${openId}/accept`)).statusCode, 404);
      assert.equal((await call(t.app, undefined, 'POST', `/api/quotes/${openId}/accept`)).statusCode, 401);

      // Messages both ways.
      const message = await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/messages`, {
        text: 'See you then!',
      });
      assert.equal(message.statusCode, 201, message.body);
      assert.equal(
        (await latestTo(organizer)).content,
        "Bright Sparks Magic sent you a message about Maya's 6th birthday.",
      );
      const thread = (await call(t.app, organizer, 'GET', `/api/bookings/${booking.id}/messages`)).json();
      assert.equal(thread.items[0].text, 'See you then!');
      assert.equal(thread.items[0].author, 'business');

      // Completed (as the scheduled job does), then reviewed once and replied to once.
      await t.app.db.orm
        .update(events)
        .set({ date: inDays(-1) })
        .where(eq(events.id, event.id));
      await t.app.db.orm.transaction((tx) => completeEvent(tx, event.id));
      assert.match(
        (await latestTo(organizer)).content,
        / with Bright Sparks Magic is complete: tell other families how it went by leaving a review\.$/,
      );
      const done = (await call(t.app, organizer, 'GET', `/api/bookings/${booking.id}`)).json();
      assert.equal(done.status, 'completed');
      assert.equal(done.canReview, true);
      const review = await call(t.app, organizer, 'POST', `/api/bookings/${booking.id}/review`, {
        rating: 5,
        text: 'Magic!',
      });
      assert.equal(review.statusCode, 201, review.body);
      assert.equal(review.json().authorName, 'Maya');
      assert.equal(
        (await call(t.app, organizer, 'POST', `/api/bookings/${booking.id}/review`, { rating: 4, text: '' }))
          .statusCode,
        409,
      );
      const reply = await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/review/reply`, {
        text: 'Thank you!',
      });
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(
        (await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/review/reply`, { text: 'Again' })).statusCode,
        409,
      );
      const reviews = (await call(t.app, undefined, 'GET', `/api/public/businesses/${business.id}/reviews`)).json();
      assert.equal(reviews.items[0].reply.text, 'Thank you!');
      const [rating] = await t.app.db.orm
        .execute<{ rating_count: number }>(sql`SELECT rating_count FROM businesses WHERE id = ${business.id}`)
        .then((result) => (result as unknown as { rows: { rating_count: number }[] }).rows);
      assert.equal(rating!.rating_count, 1);
      const shared = (await call(t.app, undefined, 'GET', '/api/public/events?limit=100')).json();
      const sharedEvent = shared.items.find((item: { id: string }) => item.id === event.id);
      assert.deepEqual(sharedEvent.businesses, [{ id: business.id, name: 'Bright Sparks Magic', slug: business.slug }]);
      assert.equal(sharedEvent.area, 'BS');
      // Only what the share box promises: the title names the child, so it is never published.
      assert.deepEqual(Object.keys(sharedEvent).sort(), ['area', 'businesses', 'id', 'month', 'type']);
      assert.ok(!JSON.stringify(shared).includes(event.title), 'no shared event carries its title');
    });

    test('a second request for the same event and business is a 409; decline and withdraw tell the other side', async () => {
      const event = await newEvent();
      const booking = await request(event.id);
      const again = await call(t.app, organizer, 'POST', '/api/bookings', {
        businessId: business.id,
        eventId: event.id,
        message: 'Again',
      });
      assert.equal(again.statusCode, 409, again.body);
      const declined = await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/decline`, { reason: 'Busy' });
      assert.equal(declined.statusCode, 200, declined.body);
      assert.equal(
        (await latestTo(organizer)).content,
        "Bright Sparks Magic declined your request for Maya's 6th birthday.",
      );
      const second = await request(event.id);
      const withdrawn = await call(t.app, organizer, 'POST', `/api/bookings/${second.id}/withdraw`);
      assert.equal(withdrawn.json().status, 'withdrawn');
      assert.match((await latestTo(provider)).content, /^Maya withdrew their request for a Birthday party on /);
    });

    test('a provider quotes on an open event; quote limits are 400s naming the field', async () => {
      const event = await newEvent();
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ totalPence: 1 }, /^totalPence: must equal the sum/],
        [{ depositPence: 30_000 }, /^depositPence:/],
        [{ validUntil: inDays(40) }, /^validUntil:/],
        [{ items: [] }, /items/],
      ];
      for (const [change, message] of bad) {
        const response = await call(t.app, provider, 'POST', `/api/events/${event.id}/quotes`, {
          ...quoteBody(),
          businessId: business.id,
          ...change,
        });
        assert.equal(response.statusCode, 400, response.body);
        assert.match(response.json().message, message);
      }
      const quoted = await call(t.app, provider, 'POST', `/api/events/${event.id}/quotes`, {
        ...quoteBody(),
        businessId: business.id,
      });
      assert.equal(quoted.statusCode, 201, quoted.body);
      assert.equal(quoted.json().status, 'quoted');
      assert.equal(quoted.json().requestMessage, '');
      const again = await call(t.app, provider, 'POST', `/api/events/${event.id}/quotes`, {
        ...quoteBody(),
        businessId: business.id,
      });
      assert.equal(again.statusCode, 409);
      // The organizer declines it.
      const declined = await call(t.app, organizer, 'POST', `/api/quotes/${quoted.json().quotes[0].id}/decline`);
      assert.equal(declined.json().status, 'declined');
      assert.match((await latestTo(provider)).content, /^Maya declined your quote for a Birthday party on /);
      const list = (await call(t.app, provider, 'GET', '/api/bookings?as=business&status=declined')).json();
      assert.ok(list.items.some((item: { id: string }) => item.id === quoted.json().id));
    });

    test('races end with one winner and a 409: two accepts, accept vs withdraw, two revisions of one quote', async () => {
      const event = await newEvent();
      const first = await quote((await request(event.id)).id);
      const quoteId = first.quotes[0].id;
      const accepts = await Promise.all([
        call(t.app, organizer, 'POST', `/api/quotes/${quoteId}/accept`),
        call(t.app, organizer, 'POST', `/api/quotes/${quoteId}/accept`),
      ]);
      assert.deepEqual(accepts.map((r) => r.statusCode).sort(), [200, 409]);
      assert.match(accepts.find((r) => r.statusCode === 409)!.json().message, /already been accepted/);

      const other = await newEvent();
      const booking = await quote((await request(other.id)).id);
      const [accept, withdraw] = await Promise.all([
        call(t.app, organizer, 'POST', `/api/quotes/${booking.quotes[0].id}/accept`),
        call(t.app, organizer, 'POST', `/api/bookings/${booking.id}/withdraw`),
      ]);
      assert.deepEqual([accept.statusCode, withdraw.statusCode].sort(), [200, 409]);
      const final = (await call(t.app, organizer, 'GET', `/api/bookings/${booking.id}`)).json();
      assert.equal(final.status, accept.statusCode === 200 ? 'confirmed' : 'withdrawn');

      const third = await newEvent();
      const open = await quote((await request(third.id)).id);
      const stale = { replacesQuoteId: open.quotes[0].id };
      const revisions = await Promise.all([
        call(t.app, provider, 'POST', `/api/bookings/${open.id}/quotes`, quoteBody(25_000, stale)),
        call(t.app, provider, 'POST', `/api/bookings/${open.id}/quotes`, quoteBody(27_000, stale)),
      ]);
      assert.deepEqual(revisions.map((r) => r.statusCode).sort(), [201, 409]);
      assert.match(revisions.find((r) => r.statusCode === 409)!.json().message, /^This quote was changed meanwhile: /);
    });

    test('cancelling an event cancels its live bookings and tells their businesses', async () => {
      const event = await newEvent();
      const booking = await request(event.id);
      const cancelled = await call(t.app, organizer, 'POST', `/api/events/${event.id}/cancel`, { reason: 'Moved' });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(cancelled.json().status, 'cancelled');
      assert.equal(cancelled.json().bookings[0].status, 'cancelled');
      const notice = await latestTo(provider);
      assert.deepEqual([notice.entityType, notice.relatedEntityId], ['Event', event.id]);
      assert.match(notice.content, /^Maya cancelled a Birthday party on /);
      assert.equal((await call(t.app, organizer, 'PATCH', `/api/events/${event.id}`, { notes: 'x' })).statusCode, 409);
      assert.equal((await call(t.app, provider, 'POST', `/api/events/${event.id}/cancel`, {})).statusCode, 404);
      assert.equal(
        (await call(t.app, organizer, 'GET', `/api/bookings/${booking.id}`)).json().cancelledBy,
        'organizer',
      );
    });

    test('the organizer lists upcoming events and drafts, paginated', async () => {
      await newEvent({ publish: false, title: 'Draft one' });
      await newEvent({ publish: false, title: 'Draft two' });
      const page = (await call(t.app, organizer, 'GET', '/api/events?when=drafts&limit=1')).json();
      assert.equal(page.items.length, 1);
      assert.equal(page.items[0].title, 'Draft two');
      const next = (
        await call(t.app, organizer, 'GET', `/api/events?when=drafts&limit=1&cursor=${page.nextCursor}`)
      ).json();
      assert.equal(next.items[0].title, 'Draft one');
      const upcoming = (await call(t.app, organizer, 'GET', '/api/events?when=upcoming&limit=100')).json();
      assert.ok(upcoming.items.length > 0);
      assert.ok(upcoming.items.every((item: { status: string }) => item.status !== 'draft'));
    });
  });
}
