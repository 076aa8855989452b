import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../../../src/db/schema.ts';
import { backends } from '../../../support/backends.ts';
import { uniqueEmail } from '../../../support/emulator-users.ts';
import { decodeWords, type SmtpCatcher, startSmtpCatcher } from '../../../support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const SUPPORT = 'help@support.example.org';
const FAST = { EMAIL_POLL_MS: '20', EMAIL_RETRY_BASE_MS: '100', EMAIL_RETRY_MAX_MS: '300' };

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Parent',
  email: uniqueEmail('contact'),
  topic: 'A booking or event',
  message: 'Hello,\n\nWhen will the magician confirm?',
  ...overrides,
});

for (const backend of await backends()) {
  describe(`POST /api/public/contact on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let smtp: SmtpCatcher;
    let client = 0;
    // Each test writes from its own address so the per-client limit only bites where it is tested.
    const send = (payload: unknown, remoteAddress = `10.1.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/public/contact', payload: payload as object, remoteAddress });
    const rowsFrom = (email: string) =>
      t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.replyTo, email.toLowerCase()));
    const supportRows = () => t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.recipientEmail, SUPPORT));

    before(async () => {
      smtp = await startSmtpCatcher();
      t = await startTestApp(backend, {
        env: { ...FAST, SMTP_URL: smtp.url, SUPPORT_EMAIL: ' Help@Support.example.org ', CONTACT_RATE_LIMIT_MAX: '3' },
      });
    });
    after(async () => {
      await t.close();
      await smtp.stop();
    });

    test('queues the message for support and the worker emails it with Reply-To the sender', async () => {
      const body = valid({ name: '  Ann <b>Parent</b> ', email: `  ${uniqueEmail('Ann')}  ` });
      const response = await send(body);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { ok: true });
      const sender = (body.email as string).trim().toLowerCase();

      const [row] = await rowsFrom(sender);
      assert.equal(row?.recipientEmail, SUPPORT);
      assert.equal(row?.kind, 'contact');
      assert.equal(row?.notificationId, null);

      await smtp.waitFor(1);
      const mail = smtp.mails.find((one) => one.headers.get('reply-to')?.includes(sender));
      assert.ok(mail, 'the email reached the mail server');
      assert.match(mail.headers.get('to')!, new RegExp(SUPPORT));
      assert.equal(
        decodeWords(mail.headers.get('subject')!),
        'Contact form: A booking or event (from Ann <b>Parent</b>)',
      );
      assert.match(mail.raw, /When will the magician confirm\?/);
      assert.match(mail.raw, /Ann &lt;b&gt;Parent&lt;\/b&gt;/, 'the HTML part escapes what people type');
      assert.equal(mail.headers.get('list-unsubscribe'), undefined);
    });

    test('400 with a message naming the field, and nothing queued', async () => {
      const before = (await supportRows()).length;
      const cases: [Record<string, unknown>, RegExp][] = [
        [valid({ name: '   ' }), /^name: please enter your name\.$/],
        [valid({ email: 'not-an-address' }), /^email: please enter a valid email address\.$/],
        [valid({ message: ' \n ' }), /^message: please write your message\.$/],
        [
          valid({ message: 'x'.repeat(5001) }),
          /^Invalid request: body\/message must NOT have more than 5000 characters\.$/,
        ],
        [valid({ name: 'n'.repeat(101) }), /^Invalid request: body\/name must NOT have more than 100 characters\.$/],
        [valid({ topic: 'Refunds' }), /^Invalid request: body\/topic must be equal to one of the allowed values\.$/],
        [valid({ cc: 'x@example.com' }), /^Invalid request: body has an unknown property "cc"\.$/],
        [
          { name: 'Ann', email: 'ann@example.com', topic: 'My account' },
          /^Invalid request: body must have required property 'message'\.$/,
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await send(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
        assert.match(response.json().message, message);
      }
      assert.equal((await supportRows()).length, before);
    });

    test('a filled-in honeypot gets the same answer and sends nothing', async () => {
      const body = valid({ website: 'http://spam.example' });
      const response = await send(body);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { ok: true });
      assert.deepEqual(await rowsFrom(body.email as string), []);
    });

    test('is limited per client: the fourth message in the window from one address gets 429', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await send(valid(), '10.9.9.9')).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 429]);
      const limited = await send(valid(), '10.9.9.9');
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json().message, /Rate limit exceeded, retry in 15 minutes/);
      assert.equal((await send(valid(), '10.9.9.10')).statusCode, 200);
    });
  });
}
