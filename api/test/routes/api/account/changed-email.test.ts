/**
 * A person who changes their sign-in email (same account, a token with the new address) keeps
 * everything addressed to them: the bell's notifications, old and new, their email settings, and
 * the emails, which go to the new address; the contact a confirmed booking shows is the new one.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { accounts, emailOutbox } from '../../../../src/db/schema.ts';
import { createAccountEmails } from '../../../../src/modules/accounts/account-email.ts';
import { NO_ADDRESS } from '../../../../src/modules/email/email-worker.ts';
import { addressUnsubscribeToken } from '../../../../src/modules/email/unsubscribe-token.ts';
import type { Notification } from '../../../../src/modules/notifications/notification.ts';
import { backends } from '../../../support/backends.ts';
import { call, createLive } from '../../../support/businesses.ts';
import { changeEmail, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import {
  createEvent,
  latestNotificationTo,
  postMessage,
  requestQuote,
  sendQuote,
} from '../../../support/marketplace-flow.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';
import { waitUntil } from '../../../support/wait-until.ts';

const EMAIL_ENV = {
  EMAIL_POLL_MS: '50',
  EMAIL_RETRY_BASE_MS: '100',
  EMAIL_RETRY_MAX_MS: '400',
  EMAIL_THREAD_WINDOW_MS: '300',
  EMAIL_LINK_ORIGIN: 'https://kidsevents.example',
};

for (const backend of await backends()) {
  describe(`a changed email on ${backend.name}`, { skip: backend.skip }, () => {
    let smtp: SmtpCatcher;
    let t: TestApp;
    let organizer: TestUser;
    let provider: TestUser;
    let business: { id: string };
    const users: TestUser[] = [];

    before(async () => {
      smtp = await startSmtpCatcher();
      t = await startTestApp(backend, { env: { ...EMAIL_ENV, SMTP_URL: smtp.url } });
      [organizer, provider] = await Promise.all([
        createUser(uniqueEmail('moving.parent')),
        createUser(uniqueEmail('moving.provider')),
      ]);
      users.push(organizer, provider);
      // No contact address of its own: a confirmed booking shows the owner's.
      business = await createLive(
        t.app,
        provider,
        { name: 'Moving Magic', contact: { email: null, phone: '0117 496 0000' } },
        ['BS1'],
      );
    });

    after(async () => {
      await deleteUsers(...users);
      await t.close();
      await smtp.stop();
    });

    const mailsTo = (email: string, notificationId: string) =>
      smtp.mails.filter(
        (mail) =>
          mail.headers.get('to')?.includes(email.toLowerCase()) && mail.notificationIds.includes(notificationId),
      );

    async function outboxOf(notificationId: string) {
      const [row] = await t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.notificationId, notificationId));
      return row;
    }

    const settled = (notificationId: string) => async () =>
      ['sent', 'failed'].includes((await outboxOf(notificationId))?.status ?? 'pending');

    const bell = (user: TestUser, email = user.email) =>
      call(t.app, user, 'GET', `/api/notification/${encodeURIComponent(email)}/User`);

    test('the bell, the emails and the contact of a confirmed booking follow the new address', async () => {
      const event = await createEvent(t.app, organizer);
      const booking = await requestQuote(t.app, organizer, business.id, event.id);
      const request = await latestNotificationTo(t.app, provider);
      await waitUntil(settled(request.id));
      assert.equal(mailsTo(provider.email, request.id).length, 1);

      const oldProviderEmail = provider.email;
      await changeEmail(provider, uniqueEmail('moved.provider'));
      const oldOrganizerEmail = organizer.email;
      await changeEmail(organizer, uniqueEmail('moved.parent'));

      // The notification made before the change is still theirs, under the new address only.
      const listed = await bell(provider);
      assert.equal(listed.statusCode, 200, listed.body);
      assert.deepEqual(
        listed.json<Notification[]>().map((notification) => notification._id),
        [request.id],
      );
      assert.equal((await bell(provider, oldProviderEmail)).statusCode, 403);
      const [account] = await t.app.db.orm.select().from(accounts).where(eq(accounts.uid, provider.uid));
      assert.equal(account!.email, provider.email.toLowerCase());

      // What comes next is emailed to the new addresses, and nothing more to the old ones.
      await postMessage(t.app, organizer, booking.id, 'Could you start at 3pm?');
      const message = await latestNotificationTo(t.app, provider);
      await sendQuote(t.app, provider, booking.id);
      const quote = await latestNotificationTo(t.app, organizer);
      assert.equal(quote.entityType, 'Quote');
      await waitUntil(settled(message.id));
      await waitUntil(settled(quote.id));
      assert.equal((await outboxOf(message.id))!.recipientEmail, provider.email.toLowerCase());
      assert.equal(mailsTo(provider.email, message.id).length, 1);
      assert.equal(mailsTo(oldProviderEmail, message.id).length, 0);
      assert.equal(mailsTo(organizer.email, quote.id).length, 1);
      assert.equal(mailsTo(oldOrganizerEmail, quote.id).length, 0);

      // Read, counted and deleted by the account; another account's attempts find nothing.
      assert.equal(
        (await call(t.app, provider, 'PUT', `/api/notification/${request.id}/read`, { status: 'read' })).statusCode,
        200,
      );
      const summary = await call(
        t.app,
        provider,
        'GET',
        `/api/notification/${encodeURIComponent(provider.email)}/User/summary`,
      );
      assert.deepEqual(summary.json(), { unread: 1, total: 2 });
      assert.equal(
        (await call(t.app, organizer, 'PUT', `/api/notification/${message.id}/read`, { status: 'read' })).statusCode,
        404,
      );
      assert.equal((await call(t.app, organizer, 'DELETE', `/api/notification/${message.id}`)).statusCode, 404);
      assert.equal((await call(t.app, provider, 'DELETE', `/api/notification/${message.id}`)).statusCode, 204);

      // The organizer accepts: the business's contact is its owner's address as it is now.
      const open = (await call(t.app, organizer, 'GET', `/api/bookings/${booking.id}`)).json<{
        quotes: Array<{ id: string }>;
      }>();
      const accepted = await call(t.app, organizer, 'POST', `/api/quotes/${open.quotes[0]!.id}/accept`);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.deepEqual(accepted.json().contact, { email: provider.email.toLowerCase(), phone: '0117 496 0000' });
    });

    test('email settings belong to the account and keep applying after a change of address', async () => {
      const user = await createUser(uniqueEmail('settings.before'));
      users.push(user);
      const saved = await call(t.app, user, 'PUT', '/api/account/email-settings', {
        quotes: false,
        bookings: true,
        messages: true,
        events: true,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      await changeEmail(user, uniqueEmail('settings.after'));
      const view = (await call(t.app, user, 'GET', '/api/account')).json();
      assert.equal(view.email, user.email.toLowerCase());
      assert.equal(view.emailSettings.quotes, false);
    });

    test('an email to an account with no address is given up at once, never retried', async () => {
      const notice = await t.app.notifications.create({
        recipientUid: `never-signed-in-${randomUUID()}`,
        recipientType: 'User',
        entityType: 'Booking',
        relatedEntity: { _id: randomUUID() },
        content: 'Nobody to email.',
      });
      await waitUntil(settled(notice._id));
      const row = await outboxOf(notice._id);
      assert.equal(row!.status, 'failed');
      assert.equal(row!.attempts, 1);
      assert.equal(row!.lastError, NO_ADDRESS);
      assert.equal(row!.recipientEmail, null);
    });

    test('an unsubscribe link that names an address works while the account has it, and says so once not', async () => {
      const user = await createUser(uniqueEmail('old.link'));
      users.push(user);
      assert.equal((await call(t.app, user, 'GET', '/api/account')).statusCode, 200);
      const { linkKey } = t.config.email;
      const post = (email: string, kind: 'bookings' | 'messages') =>
        t.app.inject({
          method: 'POST',
          url: `/api/email/unsubscribe/${addressUnsubscribeToken(linkKey, email.toLowerCase(), kind)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });

      assert.equal((await post(user.email, 'bookings')).statusCode, 200);
      const oldEmail = user.email;
      await changeEmail(user, uniqueEmail('new.link'));
      const settings = () => call(t.app, user, 'GET', '/api/account').then((response) => response.json().emailSettings);
      assert.deepEqual(await settings(), { quotes: true, bookings: false, messages: true, events: true });

      const gone = await post(oldEmail, 'messages');
      assert.equal(gone.statusCode, 404);
      assert.match(gone.body, /no longer works/);
      assert.equal((await settings()).messages, true);
    });

    test('a token issued before a change never writes the old address back, on any instance', async () => {
      const uid = `race-${randomUUID()}`;
      const stored = async () =>
        (await t.app.db.orm.select({ email: accounts.email }).from(accounts).where(eq(accounts.uid, uid)))[0]?.email;
      await t.app.accountEmails.remember({ uid, email: 'New@Example.com', issuedAt: 2_000 });
      await t.app.accountEmails.remember({ uid, email: 'old@example.com', issuedAt: 1_000 });
      assert.equal(await stored(), 'new@example.com');
      // Another instance, which never saw the newer token.
      const other = createAccountEmails(t.app.db);
      await other.remember({ uid, email: 'old@example.com', issuedAt: 1_500 });
      assert.equal(await stored(), 'new@example.com');
      await other.remember({ uid, email: 'newer@example.com', issuedAt: 3_000 });
      assert.equal(await stored(), 'newer@example.com');
    });
  });
}
