import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { businesses, businessSlugs, events, notifications } from '../../../../src/db/schema.ts';
import { backends } from '../../../support/backends.ts';
import { call, createLive } from '../../../support/businesses.ts';
import { createUser, deleteUsers, signIn, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import {
  createEvent,
  latestNotificationTo,
  postMessage,
  requestQuote,
  sendQuote,
} from '../../../support/marketplace-flow.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

for (const backend of await backends()) {
  describe(`the account on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let provider: TestUser;
    let business: { id: string; slug: string };
    const users: TestUser[] = [];

    before(async () => {
      t = await startTestApp(backend);
      provider = await createUser(uniqueEmail('provider'));
      users.push(provider);
      business = await createLive(t.app, provider, { name: 'Bright Sparks Magic' }, ['BS1']);
    });

    after(async () => {
      await deleteUsers(...users);
      await t.close();
    });

    async function newUser(label: string) {
      const user = await createUser(uniqueEmail(label));
      users.push(user);
      return user;
    }

    test('the account starts with no display name, the email name shown and every email on', async () => {
      const user = await newUser('maya.jones');
      const response = await call(t.app, user, 'GET', '/api/account');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        uid: user.uid,
        email: user.email.toLowerCase(),
        displayName: null,
        nameShown: 'Maya',
        phone: null,
        emailSettings: { quotes: true, bookings: true, messages: true, events: true },
      });
      assert.equal((await call(t.app, undefined, 'GET', '/api/account')).statusCode, 401);
    });

    test('the profile refuses what is outside its limits with a message naming the field', async () => {
      const user = await newUser('limits');
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ displayName: 'x'.repeat(61) }, /displayName/],
        [{ displayName: 'Maya <b>' }, /^displayName: /],
        [{ phone: '12345' }, /^phone: enter a UK phone number/],
        [{ phone: '+1 202 555 0100' }, /^phone: /],
        [{ phone: '0'.repeat(21) }, /phone/],
        [{ email: 'other@example.com' }, /unknown property "email"/],
      ];
      for (const [body, message] of cases) {
        const response = await call(t.app, user, 'PATCH', '/api/account', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.match(response.json().message, message);
      }
      const saved = await call(t.app, user, 'PATCH', '/api/account', {
        displayName: '  Maya   Jones ',
        phone: '07700 900123',
      });
      assert.equal(saved.statusCode, 200);
      assert.equal(saved.json().displayName, 'Maya Jones');
      assert.equal(saved.json().phone, '07700 900123');
      const cleared = await call(t.app, user, 'PATCH', '/api/account', { phone: '' });
      assert.equal(cleared.json().phone, null);
      assert.equal(cleared.json().displayName, 'Maya Jones');
    });

    test('the display name is what businesses, notifications and messages show', async () => {
      const user = await newUser('xq7');
      const event = await createEvent(t.app, user);
      assert.equal((await call(t.app, user, 'PATCH', '/api/account', { displayName: 'Priya Shah' })).statusCode, 200);
      const booking = await requestQuote(t.app, user, business.id, event.id);
      assert.match(
        (await latestNotificationTo(t.app, provider))!.content,
        /^Priya Shah asked Bright Sparks Magic for a quote/,
      );
      await postMessage(t.app, user, booking.id, 'Hello there');
      const thread = await call(t.app, provider, 'GET', `/api/bookings/${booking.id}`);
      assert.equal(thread.json().organizerName, 'Priya Shah');
      const later = await createEvent(t.app, user);
      const [row] = await t.app.db.orm.select().from(events).where(eq(events.id, later.id));
      assert.equal(row!.ownerName, 'Priya Shah');
    });

    test('email settings are saved per kind; every kind must be given', async () => {
      const user = await newUser('settings');
      const saved = await call(t.app, user, 'PUT', '/api/account/email-settings', {
        quotes: true,
        bookings: false,
        messages: true,
        events: false,
      });
      assert.equal(saved.statusCode, 200);
      assert.deepEqual((await call(t.app, user, 'GET', '/api/account')).json().emailSettings, {
        quotes: true,
        bookings: false,
        messages: true,
        events: false,
      });
      const partial = await call(t.app, user, 'PUT', '/api/account/email-settings', { quotes: false });
      assert.equal(partial.statusCode, 400);
      // A kind turned off leaves the bell as it was, but queues no email.
      const event = await createEvent(t.app, user);
      const booking = await requestQuote(t.app, user, business.id, event.id);
      await call(t.app, provider, 'POST', `/api/bookings/${booking.id}/decline`, { reason: 'Fully booked.' });
      const notice = await latestNotificationTo(t.app, user);
      assert.match(notice!.content, /declined/);
      const queued = await t.app.db.orm.execute(sql`SELECT 1 FROM email_outbox WHERE notification_id = ${notice!.id}`);
      assert.equal((queued as unknown as { rows: unknown[] }).rows.length, 0);
    });

    test('"Download my data" is one JSON file of everything held about the user', async () => {
      const user = await newUser('export');
      await call(t.app, user, 'PATCH', '/api/account', { displayName: 'Export Person', phone: '0117 496 0000' });
      const event = await createEvent(t.app, user);
      const booking = await requestQuote(t.app, user, business.id, event.id);
      await sendQuote(t.app, provider, booking.id);
      await postMessage(t.app, user, booking.id, 'Thank you!');
      const own = await createLive(t.app, user, { name: 'Export Person Parties' }, ['BS2']);

      const response = await call(t.app, user, 'GET', '/api/account/export');
      assert.equal(response.statusCode, 200);
      assert.match(
        response.headers['content-disposition'] as string,
        /^attachment; filename="kidsevents-my-data-\d{4}-\d\d-\d\d\.json"$/,
      );
      const data = response.json();
      assert.equal(data.profile.email, user.email.toLowerCase());
      assert.equal(data.profile.displayName, 'Export Person');
      assert.equal(data.profile.phone, '0117 496 0000');
      assert.deepEqual(data.emailSettings, { quotes: true, bookings: true, messages: true, events: true });
      assert.equal(data.events.length, 1);
      assert.equal(data.events[0].title, "Maya's 6th birthday");
      assert.equal(data.events[0].address, '12 Harbour Road, Bristol');
      assert.equal(data.events[0].bookings[0].businessName, 'Bright Sparks Magic');
      assert.equal(data.events[0].bookings[0].quotes.length, 1);
      assert.equal(data.events[0].bookings[0].messages[0].text, 'Thank you!');
      assert.deepEqual(
        data.businesses.map((b: { id: string; areas: string[] }) => [b.id, b.areas]),
        [[own.id, ['BS2']]],
      );
      assert.equal(data.businesses[0].packages.length, 1);
      assert.ok(data.notifications.some((n: { content: string }) => /sent you a quote/.test(n.content)));
      // Nobody else's data.
      assert.ok(!JSON.stringify(data).includes(provider.email.toLowerCase()));
    });

    test('a business with open or confirmed bookings cannot be deleted; one with records is closed and its address kept', async () => {
      const owner = await newUser('closing.owner');
      const family = await newUser('closing.family');
      const own = await createLive(t.app, owner, { name: 'Closing Time Clowns' }, ['BS1']);
      const event = await createEvent(t.app, family);
      const booking = await requestQuote(t.app, family, own.id, event.id);

      const refused = await call(t.app, owner, 'DELETE', `/api/businesses/${own.id}`);
      assert.equal(refused.statusCode, 409);
      assert.match(
        refused.json().message,
        /^Closing Time Clowns has a booking still open or confirmed: Birthday party on \w+day \d+ \w+ \d{4} \(requested\)\. .*pause the business instead\.$/,
      );

      await call(t.app, owner, 'POST', `/api/bookings/${booking.id}/decline`, { reason: 'Away that week.' });
      assert.equal((await call(t.app, owner, 'DELETE', `/api/businesses/${own.id}`)).statusCode, 204);
      const [kept] = await t.app.db.orm.select().from(businesses).where(eq(businesses.id, own.id));
      assert.ok(kept!.closedAt, 'closed, not deleted');
      assert.equal(kept!.contactEmail, null);
      assert.equal((await call(t.app, undefined, 'GET', `/api/public/businesses/${own.slug}`)).statusCode, 404);
      assert.equal((await call(t.app, owner, 'GET', `/api/businesses/${own.id}`)).statusCode, 404);
      // The family still sees its booking with the business.
      const thread = await call(t.app, family, 'GET', `/api/bookings/${booking.id}`);
      assert.equal(thread.statusCode, 200);
      assert.equal(thread.json().business.name, 'Closing Time Clowns');
      // Its address is never another's.
      const again = await createLive(t.app, owner, { name: 'Closing Time Clowns' }, ['BS1']);
      assert.notEqual(again.slug, own.slug);
      const [slug] = await t.app.db.orm.select().from(businessSlugs).where(eq(businessSlugs.slug, own.slug));
      assert.equal(slug!.businessId, own.id);
    });

    test('"Delete my account" withdraws and cancels, keeps bookings as "Former customer", removes the rest and the sign-in', async () => {
      const user = await newUser('leaving');
      await call(t.app, user, 'PATCH', '/api/account', { displayName: 'Leaving Parent', phone: '07700 900123' });
      const confirmedEvent = await createEvent(t.app, user);
      const confirmed = await requestQuote(t.app, user, business.id, confirmedEvent.id);
      const quote = await sendQuote(t.app, provider, confirmed.id);
      assert.equal((await call(t.app, user, 'POST', `/api/quotes/${quote.id}/accept`)).statusCode, 200);
      const openEvent = await createEvent(t.app, user, {
        date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      });
      const open = await requestQuote(t.app, user, business.id, openEvent.id);
      await postMessage(t.app, user, confirmed.id, 'My number is 07700 900123');
      await createEvent(t.app, user, { publish: false });

      const wrong = await call(t.app, user, 'DELETE', '/api/account', { confirmEmail: 'someone@example.com' });
      assert.equal(wrong.statusCode, 400);
      assert.match(wrong.json().message, /^confirmEmail: /);

      const closed = await call(t.app, user, 'DELETE', '/api/account', { confirmEmail: user.email.toUpperCase() });
      assert.equal(closed.statusCode, 204, closed.body);

      // The old token is refused at once, and the sign-in is gone.
      assert.equal((await call(t.app, user, 'GET', '/api/account')).statusCode, 401);
      await assert.rejects(signIn(user.email, user.password), /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);

      // The business keeps both threads, as "Former customer", and was told as usual.
      const kept = await call(t.app, provider, 'GET', `/api/bookings/${confirmed.id}`);
      assert.equal(kept.statusCode, 200);
      assert.equal(kept.json().organizerName, 'Former customer');
      assert.equal(kept.json().status, 'cancelled');
      const withdrawn = await call(t.app, provider, 'GET', `/api/bookings/${open.id}`);
      assert.equal(withdrawn.json().status, 'withdrawn');
      const told = await t.app.db.orm
        .select({ content: notifications.content })
        .from(notifications)
        .where(eq(notifications.recipientUid, provider.uid));
      assert.ok(told.some((n) => /^Former customer cancelled the booking for a Birthday party on /.test(n.content)));
      assert.ok(told.some((n) => /^Former customer withdrew their request for a Birthday party on /.test(n.content)));
      const messages = await call(t.app, provider, 'GET', `/api/bookings/${confirmed.id}/messages`);
      assert.ok(!messages.body.includes('07700 900123'));

      // Nothing personal is left: no events of theirs with a title, address or email, no notifications, no profile.
      const left = await t.app.db.orm.execute(sql`
        SELECT
          (SELECT count(*) FROM events WHERE owner_email = ${user.email.toLowerCase()} OR address LIKE '%Harbour%' AND id IN (${confirmedEvent.id}::uuid, ${openEvent.id}::uuid))::int AS events,
          (SELECT count(*) FROM notifications WHERE recipient_uid = ${user.uid})::int AS notifications,
          (SELECT count(*) FROM accounts WHERE uid = ${user.uid})::int AS accounts,
          (SELECT count(*) FROM events WHERE owner_uid = ${user.uid})::int AS owned
      `);
      assert.deepEqual((left as unknown as { rows: unknown[] }).rows[0], {
        events: 0,
        notifications: 0,
        accounts: 0,
        owned: 0,
      });
    });

    test('an account whose business has open bookings is not deleted: 409 naming them', async () => {
      const owner = await newUser('busy.owner');
      const family = await newUser('busy.family');
      const own = await createLive(t.app, owner, { name: 'Busy Bee Parties' }, ['BS1']);
      const event = await createEvent(t.app, family);
      await requestQuote(t.app, family, own.id, event.id);
      const refused = await call(t.app, owner, 'DELETE', '/api/account', { confirmEmail: owner.email });
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json().message, /^Busy Bee Parties has a booking still open or confirmed/);
      assert.equal((await call(t.app, owner, 'GET', '/api/account')).statusCode, 200);
    });
  });
}
