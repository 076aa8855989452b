import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import type { PgliteDatabase } from '../../src/db/pglite-database.ts';
import { backends } from '../support/backends.ts';
import { bearer, createUser, deleteUsers, uniqueEmail } from '../support/emulator-users.ts';
import { startTestApp } from '../support/test-app.ts';

const [pglite] = await backends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful close', () => {
  test('a request in flight when close starts still completes; new connections are refused', async () => {
    const t = await startTestApp(pglite!);
    const user = await createUser(uniqueEmail('close'));
    try {
      await t.app.notifications.create({
        recipientUid: user.uid,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e' },
        content: 'still here',
      });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

      // Hold the embedded database busy so the request is genuinely mid-flight when close begins.
      const db = t.app.db as PgliteDatabase;
      const busy = db.client.transaction(() => sleep(1_000));
      const inFlight = fetch(`${base}/api/notification/${user.email}/User`, {
        headers: { ...bearer(user), connection: 'close' },
      });
      await sleep(300);

      let closed = false;
      const closing = t.app.close().then(() => (closed = true));
      await sleep(50);
      await assert.rejects(fetch(`${base}/health/live`), 'a new connection after close began must fail');

      const response = await inFlight;
      assert.equal(response.status, 200);
      const body = (await response.json()) as Array<{ content: string }>;
      assert.deepEqual(
        body.map((item) => item.content),
        ['still here'],
      );
      await busy;
      await closing;
      assert.equal(closed, true);
    } finally {
      await deleteUsers(user);
      await t.close().catch(() => {});
    }
  });
});
