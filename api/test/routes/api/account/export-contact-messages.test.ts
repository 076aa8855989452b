import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { backends } from '../../../support/backends.ts';
import { call } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const SUPPORT = 'help@support.example.org';

for (const backend of await backends()) {
  describe(`"Download my data" and the contact form on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let user: TestUser;
    let client = 0;
    const contact = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload,
        // Each from its own client address, clear of the per-client limit.
        remoteAddress: `10.2.0.${++client}`,
      });

    before(async () => {
      t = await startTestApp(backend, { env: { SUPPORT_EMAIL: SUPPORT } });
      user = await createUser(uniqueEmail('Contact.Export'));
    });

    after(async () => {
      await deleteUsers(user);
      await t.close();
    });

    test('lists the messages sent from the sign-in address, newest first, and no one else’s', async () => {
      // Typed as people type it: the form keeps the address normalised.
      const typed = `  ${user.email.toUpperCase()} `;
      const first = { name: 'Ann Parent', email: typed, topic: 'My account', message: 'How do I change my name?' };
      const second = {
        name: 'Ann P.',
        email: typed,
        topic: 'A booking or event',
        message: 'When will the magician confirm?',
      };
      const someoneElse = {
        name: 'Bob Other',
        email: uniqueEmail('someone.else'),
        topic: 'Something else',
        message: `Please pass this on to ${user.email}.`,
      };
      for (const body of [first, second, someoneElse]) assert.equal((await contact(body)).statusCode, 200);

      const response = await call(t.app, user, 'GET', '/api/account/export');
      assert.equal(response.statusCode, 200, response.body);
      const data = response.json();
      const sender = user.email.toLowerCase();
      assert.deepEqual(
        data.contactMessages.map(
          ({ createdAt: _c, sentAt: _s, status: _st, ...message }: Record<string, unknown>) => message,
        ),
        [
          { name: 'Ann P.', email: sender, topic: 'A booking or event', message: 'When will the magician confirm?' },
          { name: 'Ann Parent', email: sender, topic: 'My account', message: 'How do I change my name?' },
        ],
      );
      for (const message of data.contactMessages) {
        assert.ok(['pending', 'sent', 'failed'].includes(message.status));
        assert.ok(!Number.isNaN(Date.parse(message.createdAt)));
      }
      // Support's copies are not emails the outbox holds for the user.
      assert.ok(!JSON.stringify(data.emails).includes(SUPPORT));
      assert.ok(!JSON.stringify(data).includes('Bob Other'));
    });

    test('Delete my account erases what they wrote to support, and no one else’s', async () => {
      const leaving = await createUser(uniqueEmail('leaving.writer'));
      const stays = uniqueEmail('stays.writer');
      const wrote = (email: string) => ({ name: 'A Writer', email, topic: 'Something else', message: 'Hello there.' });
      for (const email of [leaving.email, stays]) assert.equal((await contact(wrote(email))).statusCode, 200);
      const count = async (email: string) =>
        (
          (await t.app.db.orm.execute(
            sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'contact' AND reply_to = ${email.toLowerCase()}`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]!.n;
      try {
        assert.equal(await count(leaving.email), 1);
        const closed = await call(t.app, leaving, 'DELETE', '/api/account', { confirmEmail: leaving.email });
        assert.equal(closed.statusCode, 204, closed.body);
        assert.equal(await count(leaving.email), 0);
        assert.equal(await count(stays), 1);
      } finally {
        await deleteUsers(leaving);
      }
    });

    test('is empty for someone who never wrote', async () => {
      const quiet = await createUser(uniqueEmail('never.wrote'));
      try {
        const response = await call(t.app, quiet, 'GET', '/api/account/export');
        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json().contactMessages, []);
      } finally {
        await deleteUsers(quiet);
      }
    });
  });
}
