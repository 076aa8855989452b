/**
 * The database's LISTEN link breaks under an open stream: the stream stays up, is told to refetch
 * once the link is back (changes made meanwhile were never announced), and hears later changes.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { PgliteDatabase } from '../../../../src/db/pglite-database.ts';
import { PostgresDatabase } from '../../../../src/db/postgres-database.ts';
import { backends, TEST_DATABASE_URL, withServerClient } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { occurrences, type OpenStream, openStream } from '../../../support/event-stream.ts';
import { startTcpProxy } from '../../../support/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const [pglite, postgres] = await backends();
const CHANGED = /data: {"type":"changed"}\n\n/g;

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function streamOn(t: TestApp, user: TestUser): Promise<OpenStream> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const stream = await openStream(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notification/stream`,
    bearer(user),
  );
  assert.equal(stream.status, 200);
  assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
  return stream;
}

const notify = (t: TestApp, user: TestUser, content: string) =>
  t.app.notifications.create({
    recipientUid: user.uid,
    recipientType: 'User',
    entityType: 'Event',
    relatedEntity: { _id: 'e' },
    content,
  });

describe('the LISTEN link breaks under an open stream', () => {
  let kim: TestUser;

  before(async () => {
    kim = await createUser(uniqueEmail('kim'));
  });
  after(async () => {
    await deleteUsers(kim);
  });

  test(
    'PostgreSQL: its backend is terminated; a notification created meanwhile still reaches the stream',
    { skip: postgres!.skip },
    async () => {
      const t = await startTestApp(postgres!);
      let stream: OpenStream | undefined;
      try {
        stream = await streamOn(t, kim);
        const db = t.app.db as PostgresDatabase;
        const pid = db.listenerProcessId;
        assert.ok(pid, 'the stream holds a LISTEN link');
        await withServerClient(async (client) => {
          await client.query('SELECT pg_terminate_backend($1)', [pid]);
          await until(
            async () => (await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0,
            'the backend is gone',
          );
        });
        await notify(t, kim, 'while the link was down');
        assert.ok(
          await stream.waitFor(CHANGED, 5_000),
          `the stream never learned of it: ${JSON.stringify(stream.text())}`,
        );

        await until(() => db.listenerProcessId !== undefined, 'the link is back');
        assert.notEqual(db.listenerProcessId, pid);
        const before = occurrences(stream.text(), CHANGED);
        await notify(t, kim, 'after the link came back');
        await until(() => occurrences(stream!.text(), CHANGED) > before, 'the next change arrives');
        assert.equal(occurrences(stream.text(), /event: ready/g), 1);
      } finally {
        stream?.close();
        await t.close();
      }
    },
  );

  test(
    'PostgreSQL: a link that stops answering is found by the periodic check and replaced',
    { skip: postgres!.skip },
    async () => {
      const server = new URL(TEST_DATABASE_URL);
      const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const viaProxy = new URL(TEST_DATABASE_URL);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const schema = `api_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const db = await PostgresDatabase.open({
        url: viaProxy.toString(),
        schema,
        listenCheck: { intervalMs: 200, timeoutMs: 300 },
      });
      const t = await startTestApp(postgres!, { database: db });
      let stream: OpenStream | undefined;
      try {
        stream = await streamOn(t, kim);
        const pid = db.listenerProcessId;
        proxy.freeze();
        // Another instance, straight to the server: this one's pool is behind the frozen path too.
        await withServerClient(async (client) => {
          await client.query(`SET search_path TO ${schema}`);
          await client.query('BEGIN');
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO notifications (recipient_uid, recipient_type, entity_type, related_entity_id, content)
           VALUES ($1, 'User', 'Event', 'e', 'while the link hung') RETURNING id`,
            [kim.uid],
          );
          await client.query('SELECT pg_notify($1, $2)', [
            'notifications',
            JSON.stringify({ kind: 'created', recipientUid: kim.uid, id: rows[0]!.id }),
          ]);
          await client.query('COMMIT');
        });
        assert.ok(
          await stream.waitFor(CHANGED, 5_000),
          `the hung link was never replaced: ${JSON.stringify(stream.text())}`,
        );
        await until(() => db.listenerProcessId !== undefined && db.listenerProcessId !== pid, 'a new link is up');
      } finally {
        stream?.close();
        await t.close();
        await proxy.stop();
        await db.close();
        await withServerClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      }
    },
  );

  test('PGlite: the instance is closed and reopened; the stream is told to refetch and hears later changes', async () => {
    const database = await PgliteDatabase.open('memory://');
    const t = await startTestApp(pglite!, { database });
    let stream: OpenStream | undefined;
    try {
      stream = await streamOn(t, kim);
      await database.client.close();
      // The readiness probe finds it down and reopens it, as it would in production.
      await until(
        async () => (await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode === 200,
        'the database is back',
        30_000,
      );
      assert.ok(await stream.waitFor(CHANGED, 3_000), `no refetch after the reopen: ${JSON.stringify(stream.text())}`);
      assert.equal(occurrences(stream.text(), CHANGED), 1, 'told once');

      await notify(t, kim, 'after the reopen');
      await until(() => occurrences(stream!.text(), CHANGED) === 2, 'the next change arrives');
    } finally {
      stream?.close();
      await t.close();
      await database.close();
    }
  });
});
