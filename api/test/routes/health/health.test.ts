import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PgliteDatabase } from '../../../src/db/pglite-database.ts';
import type { Notification } from '../../../src/modules/notifications/notification.ts';
import { backends, TEST_DATABASE_URL } from '../../support/backends.ts';
import { bearer, createUser, deleteUsers, uniqueEmail } from '../../support/emulator-users.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import { startTestApp } from '../../support/test-app.ts';

const [pglite, postgres] = await backends();

async function statusOf(app: FastifyInstance, url: string) {
  return (await app.inject({ method: 'GET', url })).statusCode;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The outage scenario shared by both backends: down → 503, back → 200 with the data intact. */
async function outageAndRecovery(app: FastifyInstance, goDown: () => Promise<void>, comeBack: () => Promise<void>) {
  const user = await createUser(uniqueEmail('outage'));
  const list = () => app.inject({ method: 'GET', url: `/api/notification/${user.email}/User`, headers: bearer(user) });
  try {
    await app.notifications.create({
      recipientUid: user.uid,
      recipientType: 'User',
      entityType: 'Event',
      relatedEntity: { _id: 'e' },
      content: 'before the outage',
    });
    assert.equal(await statusOf(app, '/health/ready'), 200);

    await goDown();
    const during = await list();
    assert.equal(during.statusCode, 503);
    assert.equal(during.json().message, 'The service is temporarily unavailable. Please try again shortly.');
    assert.equal(await statusOf(app, '/health/ready'), 503);
    assert.equal(await statusOf(app, '/health/live'), 200);

    await comeBack();
    await eventually(async () => (await statusOf(app, '/health/ready')) === 200);
    const recovered = await list();
    assert.equal(recovered.statusCode, 200);
    assert.deepEqual(
      recovered.json<Notification[]>().map((item) => item.content),
      ['before the outage'],
    );
  } finally {
    await deleteUsers(user);
  }
}

describe('health probes', () => {
  test('live and ready answer 200 while the database is up', async () => {
    const t = await startTestApp(pglite!);
    try {
      const live = await t.app.inject({ method: 'GET', url: '/health/live' });
      assert.deepEqual([live.statusCode, live.json()], [200, { status: 'ok' }]);
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.deepEqual([ready.statusCode, ready.json()], [200, { status: 'ok', database: 'up' }]);
    } finally {
      await t.close();
    }
  });

  describe('PGlite outage (the embedded instance is closed under the app)', () => {
    let dir: string;
    after(() => rm(dir, { recursive: true, force: true }));

    test('503 while closed; reopened from its data directory without a restart', async () => {
      dir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
      const database = await PgliteDatabase.open(dir);
      const t = await startTestApp(pglite!, { database });
      try {
        await outageAndRecovery(
          t.app,
          () => database.client.close(),
          // Nothing outside the app acts: the failed readiness probe makes it reopen the instance.
          async () => {},
        );
      } finally {
        await t.close();
        await database.close();
      }
    });
  });

  describe('PostgreSQL server outage (the network path to the server is cut)', { skip: postgres!.skip }, () => {
    test('503 while unreachable; the pool reconnects once it is back', async () => {
      const server = new URL(TEST_DATABASE_URL);
      const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const viaProxy = new URL(TEST_DATABASE_URL);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const t = await startTestApp(postgres!, { env: { DATABASE_URL: viaProxy.toString() } });
      try {
        await outageAndRecovery(
          t.app,
          () => proxy.stop(),
          () => proxy.start(),
        );
      } finally {
        await t.close();
        await proxy.stop();
      }
    });
  });
});
