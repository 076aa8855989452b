import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { PgliteDatabase } from '../../src/db/pglite-database.ts';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../src/config.ts';
import { backends } from '../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const [pglite] = await backends();

function assertNoSecrets(logs: string, user: TestUser): void {
  const [, tokenPayload] = user.idToken.split('.');
  for (const secret of [user.email, encodeURIComponent(user.email), user.email.split('@')[0]!, tokenPayload!]) {
    assert.ok(!logs.includes(secret), `the logs contain ${secret}`);
  }
  assert.doesNotMatch(logs, /params:|Failed query/);
}

describe('logs during database errors', () => {
  let t: TestApp;
  let database: PgliteDatabase;
  let fay: TestUser;

  const list = () => t.app.inject({ method: 'GET', url: `/api/notification/${fay.email}/User`, headers: bearer(fay) });
  const create = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications',
      headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
      payload: {
        recipientEmail: fay.email,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e' },
        content: 'x',
      },
    });

  before(async () => {
    database = await PgliteDatabase.open('memory://');
    t = await startTestApp(pglite!, { database });
    fay = await createUser(uniqueEmail('fay'));
  });
  after(async () => {
    await deleteUsers(fay);
    await t.close();
    await database.close();
  });

  test('a failing query (500) is logged by its codes, without the query or its values', async () => {
    await database.orm.execute(sql`ALTER TABLE notifications RENAME TO notifications_moved`);
    try {
      assert.equal((await list()).statusCode, 500);
      assert.equal((await create()).statusCode, 500);
    } finally {
      await database.orm.execute(sql`ALTER TABLE notifications_moved RENAME TO notifications`);
    }
    const logs = t.logs();
    assert.match(logs, /"msg":"request failed"/);
    // 42P01: undefined_table, the driver's code for what went wrong.
    assert.match(logs, /"code":"42P01"/);
    assertNoSecrets(logs, fay);
  });

  test('an unreachable database (503) is logged without the query or its values', async () => {
    await database.client.close();
    assert.equal((await list()).statusCode, 503);
    assert.equal((await create()).statusCode, 503);
    const logs = t.logs();
    assert.match(logs, /"msg":"database unavailable"/);
    assertNoSecrets(logs, fay);
  });

  test('request URLs are logged as their path, with the query dropped and email segments replaced', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/health/live?email=${encodeURIComponent(fay.email)}&note=private-words`,
    });
    await t.app.inject({ method: 'GET', url: `/api/notification/${fay.email}/User?limit=5` });
    const logs = t.logs();
    assert.match(logs, /"url":"\/health\/live"/);
    assert.match(logs, /"url":"\/api\/notification\/\[redacted\]\/User"/);
    assert.doesNotMatch(logs, /private-words|limit=5/);
    assertNoSecrets(logs, fay);
  });
});
