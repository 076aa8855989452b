import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { events } from '../../../../src/db/schema.ts';
import { completeEvent } from '../../../../src/modules/bookings/index.ts';
import { backends } from '../../../support/backends.ts';
import { addPhotoRow, call, createDraft, createLive } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

/** YYYY-MM-DD `days` from today (far enough from midnight in any zone for these tests). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const backend of await backends()) {
  describe(`public business reads on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let owner: TestUser;

    before(async () => {
      t = await startTestApp(backend);
      owner = await createUser(uniqueEmail('owner'));
    });

    after(async () => {
      await deleteUsers(owner);
      await t.close();
    });

    test('a live business by slug, for a visitor: packages with all-in prices, areas, photos, no contact details', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Puddle Jumpers Parties' }, ['bs8 1aa', 'BA']);
      await call(t.app, owner, 'POST', `/api/businesses/${id}/packages`, {
        name: 'Big splash',
        durationMinutes: 120,
        priceFromPence: 9_950,
      });
      const response = await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` });
      assert.equal(response.statusCode, 200, response.body);
      const business = response.json();
      assert.equal(business.name, 'Puddle Jumpers Parties');
      assert.deepEqual(business.areasCovered, ['BA', 'BS8']);
      assert.equal(business.priceFromPence, 9_950);
      assert.deepEqual(
        business.packages.map((p: { priceFromPence: number }) => p.priceFromPence),
        [18_000, 9_950],
      );
      assert.deepEqual(business.ageRange, { min: 4, max: 10 });
      assert.deepEqual(business.rating, { average: 0, count: 0 });
      assert.equal(business.photos.length, 1);
      assert.match(business.photos[0].sources.webp, /^\/api\/media\/photos\/.+\/320\.webp 320w$/);
      assert.deepEqual(business.badges, []);
      assert.deepEqual(business.galleries, []);
      assert.equal('contact' in business, false);
      assert.doesNotMatch(response.body, /brightsparks\.example|0117/);
    });

    test('an old slug answers 301 to the current one', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Before Rename Balloons' });
      await call(t.app, owner, 'PATCH', `/api/businesses/${id}`, { name: 'After Rename Balloons' });
      const moved = await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` });
      assert.equal(moved.statusCode, 301);
      assert.equal(moved.headers.location, '/api/public/businesses/after-rename-balloons');
      assert.deepEqual(moved.json(), { slug: 'after-rename-balloons' });
      assert.equal(
        (await t.app.inject({ method: 'GET', url: moved.headers.location })).json().name,
        'After Rename Balloons',
      );
    });

    test('draft, paused and unknown businesses are not found', async () => {
      const draft = await createDraft(t.app, owner, { name: 'Still A Draft Discos' });
      const paused = await createLive(t.app, owner, { name: 'Taking A Break Discos' });
      await call(t.app, owner, 'POST', `/api/businesses/${paused.id}/pause`);
      for (const slug of [draft.slug, paused.slug, 'no-such-business']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` });
        assert.equal(response.statusCode, 404, slug);
        assert.equal(response.json().message, 'Business not found.');
      }
    });

    test('the directory: live businesses only, by category, in name order, a page at a time', async () => {
      const lister = await createUser(uniqueEmail('directory'));
      try {
        for (const name of ['Zebra Crafts Club', 'Apple Crafts Club', 'Mango Crafts Club']) {
          await createLive(t.app, lister, { name, categories: ['Arts & Crafts'] });
        }
        const hidden = await createDraft(t.app, lister, { name: 'Hidden Crafts Club', categories: ['Arts & Crafts'] });
        await addPhotoRow(t.app, hidden.id);
        const url = `/api/public/businesses?category=${encodeURIComponent('Arts & Crafts')}&limit=2`;
        const page1 = (await t.app.inject({ method: 'GET', url })).json();
        assert.deepEqual(
          page1.items.map((b: { name: string }) => b.name),
          ['Apple Crafts Club', 'Mango Crafts Club'],
        );
        assert.equal(page1.items[0].priceFromPence, 18_000);
        assert.equal(page1.items[0].baseTown, 'Bristol');
        assert.match(page1.items[0].photo.fallback, /^\/api\/media\//);
        const page2 = (await t.app.inject({ method: 'GET', url: `${url}&cursor=${page1.nextCursor}` })).json();
        assert.deepEqual(
          page2.items.map((b: { name: string }) => b.name),
          ['Zebra Crafts Club'],
        );
        assert.equal(page2.nextCursor, null);

        const unknown = await t.app.inject({ method: 'GET', url: '/api/public/businesses?category=Jugglers' });
        assert.equal(unknown.statusCode, 400);
        assert.match(unknown.json().message, /category/);
        const badCursor = await t.app.inject({ method: 'GET', url: '/api/public/businesses?cursor=nonsense' });
        assert.equal(badCursor.statusCode, 400);
        assert.match(badCursor.json().message, /cursor/);
      } finally {
        await deleteUsers(lister);
      }
    });

    test("a completed booking's review shows in the rating of the page and the cards, and in the list with its reply", async () => {
      const organizer = await createUser(uniqueEmail('nia.parent'));
      try {
        const { id, slug } = await createLive(t.app, owner, { name: 'Quokka Review Magic' }, ['BS1']);
        const cardIn = async (url: string) =>
          (await t.app.inject({ method: 'GET', url })).json().items.find((card: { id: string }) => card.id === id);
        const pageRating = async () =>
          (await t.app.inject({ method: 'GET', url: `/api/public/businesses/${slug}` })).json().rating;
        const searchUrl = '/api/public/search?q=quokka';
        const directoryUrl = `/api/public/businesses?category=Magicians&limit=60`;
        assert.deepEqual(await pageRating(), { average: 0, count: 0 });
        assert.deepEqual((await cardIn(searchUrl)).rating, { average: 0, count: 0 });

        /** An event of the organizer's, booked with this business and completed, then reviewed. */
        const review = async (rating: number, text: string) => {
          const event = await call(t.app, organizer, 'POST', '/api/events', {
            title: "Nia's 7th birthday",
            type: 'Birthday party',
            date: inDays(15),
            startTime: '10:00',
            endTime: '12:00',
            postcodeDistrict: 'BS1',
            address: '3 Quay Street, Bristol',
            childName: 'Nia',
            childrenCount: 12,
            ageRange: { min: 6, max: 8 },
            budgetPence: null,
            servicesNeeded: [],
            notes: '',
            openToQuotes: false,
            shareWhenCompleted: false,
            publish: true,
          });
          assert.equal(event.statusCode, 201, event.body);
          const eventId: string = event.json().id;
          const booking = await call(t.app, organizer, 'POST', '/api/bookings', {
            businessId: id,
            eventId,
            message: 'Are you free?',
          });
          assert.equal(booking.statusCode, 201, booking.body);
          const bookingId: string = booking.json().id;
          const quoted = await call(t.app, owner, 'POST', `/api/bookings/${bookingId}/quotes`, {
            items: [{ description: 'Magic hour', pence: 18_000 }],
            totalPence: 18_000,
            depositPence: 0,
            validUntil: inDays(5),
            message: '',
          });
          assert.equal(quoted.statusCode, 201, quoted.body);
          const accepted = await call(t.app, organizer, 'POST', `/api/quotes/${quoted.json().quotes[0].id}/accept`);
          assert.equal(accepted.statusCode, 200, accepted.body);
          // Completed as the timed sweep does the day after the event.
          await t.app.db.orm
            .update(events)
            .set({ date: inDays(-1) })
            .where(eq(events.id, eventId));
          assert.equal(await t.app.db.orm.transaction((tx) => completeEvent(tx, eventId)), true);
          const reviewed = await call(t.app, organizer, 'POST', `/api/bookings/${bookingId}/review`, { rating, text });
          assert.equal(reviewed.statusCode, 201, reviewed.body);
          return bookingId;
        };

        const first = await review(5, 'Wonderful, the children loved it.');
        assert.deepEqual(await pageRating(), { average: 5, count: 1 });
        assert.deepEqual((await cardIn(searchUrl)).rating, { average: 5, count: 1 });
        assert.deepEqual((await cardIn(directoryUrl)).rating, { average: 5, count: 1 });

        const replied = await call(t.app, owner, 'POST', `/api/bookings/${first}/review/reply`, {
          text: 'Thank you, Nia was a star.',
        });
        assert.equal(replied.statusCode, 200, replied.body);
        await review(2, 'Arrived late.');
        assert.deepEqual(await pageRating(), { average: 3.5, count: 2 });
        assert.deepEqual((await cardIn(searchUrl)).rating, { average: 3.5, count: 2 });
        assert.deepEqual((await cardIn(directoryUrl)).rating, { average: 3.5, count: 2 });

        const list = await t.app.inject({ method: 'GET', url: `/api/public/businesses/${id}/reviews` });
        assert.equal(list.statusCode, 200, list.body);
        assert.deepEqual(
          list
            .json()
            .items.map((item: { rating: number; text: string; authorName: string; reply: unknown }) => [
              item.rating,
              item.text,
              item.authorName,
              item.reply && (item.reply as { text: string }).text,
            ]),
          [
            [2, 'Arrived late.', 'Nia', null],
            [5, 'Wonderful, the children loved it.', 'Nia', 'Thank you, Nia was a star.'],
          ],
        );
      } finally {
        await deleteUsers(organizer);
      }
    });
  });
}
