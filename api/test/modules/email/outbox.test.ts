import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../../src/db/schema.ts';
import { backends } from '../../support/backends.ts';
import { call, createLive } from '../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import {
  createEvent,
  decodedBody,
  latestNotificationTo,
  postMessage,
  requestQuote,
  sendQuote,
} from '../../support/marketplace-flow.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { waitUntil } from '../../support/wait-until.ts';

const EMAIL_ENV = {
  EMAIL_POLL_MS: '50',
  EMAIL_RETRY_BASE_MS: '100',
  EMAIL_RETRY_MAX_MS: '400',
  EMAIL_THREAD_WINDOW_MS: '1500',
  EMAIL_LINK_ORIGIN: 'https://kidsevents.example',
};

for (const backend of await backends()) {
  describe(`email outbox on ${backend.name}`, { skip: backend.skip }, () => {
    let smtp: SmtpCatcher;
    let t: TestApp;
    let organizer: TestUser;
    let provider: TestUser;
    let business: { id: string };

    before(async () => {
      smtp = await startSmtpCatcher();
      t = await startTestApp(backend, { env: { ...EMAIL_ENV, SMTP_URL: smtp.url } });
      [organizer, provider] = await Promise.all([
        createUser(uniqueEmail('maya.parent')),
        createUser(uniqueEmail('provider')),
      ]);
      business = await createLive(t.app, provider, { name: 'Bright Sparks Magic' }, ['BS1']);
    });

    after(async () => {
      await deleteUsers(organizer, provider);
      await t.close();
      await smtp.stop();
    });

    const mailsTo = (email: string) =>
      smtp.mails.filter((mail) => mail.headers.get('to')?.includes(email.toLowerCase()));

    async function outboxOf(notificationId: string) {
      const [row] = await t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.notificationId, notificationId));
      return row;
    }

    test('a quote sent is emailed to the family once: text and HTML, the business as sender, a link and one-click unsubscribe', async () => {
      const event = await createEvent(t.app, organizer);
      const booking = await requestQuote(t.app, organizer, business.id, event.id);
      const before = mailsTo(organizer.email).length;
      await sendQuote(t.app, provider, booking.id);
      const notice = await latestNotificationTo(t.app, organizer);
      assert.equal(notice.entityType, 'Quote');

      await smtp.waitFor(smtp.mails.length + 1);
      await waitUntil(async () => (await outboxOf(notice.id))?.status === 'sent', 20_000);
      const mails = mailsTo(organizer.email).slice(before);
      assert.equal(mails.length, 1);
      const mail = mails[0]!;
      assert.deepEqual(mail.notificationIds, [notice.id]);
      assert.match(
        mail.headers.get('from')!,
        /^"?Bright Sparks Magic via KidsEvents"? <notifications@kidsevents\.example>$/,
      );
      assert.match(mail.headers.get('subject')!, /^Bright Sparks Magic sent you a quote of /);
      assert.match(mail.headers.get('content-type')!, /^multipart\/alternative/);
      const body = decodedBody(mail.raw);
      assert.match(body, /Content-Type: text\/plain/);
      assert.match(body, /Content-Type: text\/html/);
      assert.ok(body.includes(`https://kidsevents.example/booking/${booking.id}`), 'links to the booking');
      assert.match(
        mail.headers.get('list-unsubscribe')!,
        /^<https:\/\/kidsevents\.example\/api\/email\/unsubscribe\/a\.[\w-]+\.quotes\.[\w-]+>$/,
      );
      assert.equal(mail.headers.get('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      const row = await outboxOf(notice.id);
      assert.equal(row!.kind, 'quotes');
      assert.equal(row!.attempts, 1);
      assert.equal(row!.messageId, mail.headers.get('message-id'));
    });

    test('the business is emailed the request with a link to its side of the thread', async () => {
      const event = await createEvent(t.app, organizer);
      const booking = await requestQuote(t.app, organizer, business.id, event.id);
      const notice = await latestNotificationTo(t.app, provider);
      await waitUntil(async () => (await outboxOf(notice.id))?.status === 'sent', 20_000);
      const mail = mailsTo(provider.email).find((m) => m.notificationIds.includes(notice.id))!;
      assert.ok(decodedBody(mail.raw).includes(`https://kidsevents.example/quote/${booking.id}`));
      assert.equal((await outboxOf(notice.id))!.kind, 'bookings');
    });

    test('one-click unsubscribe turns that kind off: the bell still gets it, email does not', async () => {
      const other = await createUser(uniqueEmail('unsub.parent'));
      try {
        const event = await createEvent(t.app, other);
        const booking = await requestQuote(t.app, other, business.id, event.id);
        await sendQuote(t.app, provider, booking.id, 20_000);
        const first = await latestNotificationTo(t.app, other);
        await waitUntil(async () => (await outboxOf(first.id))?.status === 'sent', 20_000);
        const mail = mailsTo(other.email).find((m) => m.notificationIds.includes(first.id))!;
        const link = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
        const path = new URL(link).pathname;

        // Opening the link changes nothing (mail scanners open links); it offers the button.
        const page = await t.app.inject({ method: 'GET', url: path });
        assert.equal(page.statusCode, 200);
        assert.match(page.body, /Stop emails about quotes/);
        assert.deepEqual((await call(t.app, other, 'GET', '/api/account')).json().emailSettings.quotes, true);

        const forged = await t.app.inject({
          method: 'POST',
          url: path.replace(/\.quotes\./, '.bookings.'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        assert.equal(forged.statusCode, 404);

        const oneClick = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        assert.equal(oneClick.statusCode, 200);
        const settings = (await call(t.app, other, 'GET', '/api/account')).json().emailSettings;
        assert.deepEqual(settings, { quotes: false, bookings: true, messages: true, events: true });

        await sendQuote(t.app, provider, booking.id, 21_000);
        const revised = await latestNotificationTo(t.app, other);
        assert.notEqual(revised.id, first.id);
        assert.equal(await outboxOf(revised.id), undefined, 'no email queued for a kind turned off');
      } finally {
        await deleteUsers(other);
      }
    });

    test("a thread's messages within the window go as one email", async () => {
      const event = await createEvent(t.app, organizer);
      const booking = await requestQuote(t.app, organizer, business.id, event.id);
      await postMessage(t.app, provider, booking.id, 'Hello! Which room is it in?');
      await postMessage(t.app, provider, booking.id, 'And is there parking?');
      const ids = (
        await t.app.db.orm
          .select({ id: emailOutbox.notificationId, kind: emailOutbox.kind })
          .from(emailOutbox)
          .where(eq(emailOutbox.threadId, booking.id))
      ).map((row) => row.id);
      assert.equal(ids.length, 2);
      await waitUntil(async () => (await outboxOf(ids[1]!))?.status === 'sent', 20_000);
      const mails = mailsTo(organizer.email).filter((m) => m.notificationIds.some((id) => ids.includes(id)));
      assert.equal(mails.length, 1, 'one email for both messages');
      assert.deepEqual([...mails[0]!.notificationIds].sort(), [...ids].sort());
      assert.equal(mails[0]!.headers.get('subject'), '2 new messages from Bright Sparks Magic');
      assert.equal((await outboxOf(ids[0]!))!.kind, 'messages');
    });
  });
}
