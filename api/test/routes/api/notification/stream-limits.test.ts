/**
 * Caps on open streams (per user and per instance), and that a slot and a subscription are given
 * back on every path, including a client that leaves while the stream is being set up.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../../../src/db/database.ts';
import { PgliteDatabase } from '../../../../src/db/pglite-database.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { type OpenStream, openStream } from '../../../support/event-stream.ts';
import { startTestApp } from '../../../support/test-app.ts';

const [backend] = await backends();
const LIMITS = { STREAM_MAX_PER_USER: '2', STREAM_MAX_TOTAL: '3' };

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('limits on notification streams', () => {
  let ines: TestUser;
  let jack: TestUser;

  before(async () => {
    [ines, jack] = await Promise.all([createUser(uniqueEmail('ines')), createUser(uniqueEmail('jack'))]);
  });
  after(async () => {
    await deleteUsers(ines, jack);
  });

  test('429 beyond the per-user and the per-instance caps; a closed stream frees its slot', async () => {
    const t = await startTestApp(backend!, { env: LIMITS });
    const open: OpenStream[] = [];
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notification/stream`;
      for (let i = 0; i < 2; i++) open.push(await openStream(url, bearer(ines)));
      assert.deepEqual(
        open.map((stream) => stream.status),
        [200, 200],
      );

      const perUser = await fetch(url, { headers: bearer(ines) });
      assert.equal(perUser.status, 429);
      assert.deepEqual(await perUser.json(), {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many live connections are open for your account. Close a tab or try again shortly.',
      });

      open.push(await openStream(url, bearer(jack)));
      assert.equal(open[2]!.status, 200);
      const total = await fetch(url, { headers: bearer(jack) });
      assert.equal(total.status, 429);
      assert.equal(
        ((await total.json()) as { message: string }).message,
        'Too many live connections are open right now. Please try again shortly.',
      );

      open.shift()!.close();
      await until(() => t.app.notifications.events.subscriberCount() === 2, 'the closed stream is unsubscribed');
      const again = await openStream(url, bearer(ines));
      open.push(again);
      assert.equal(again.status, 200);
    } finally {
      for (const stream of open) stream.close();
      await t.close();
    }
  });

  test('a client that leaves while its stream is being set up leaks neither its subscription nor its slot', async () => {
    const db = await PgliteDatabase.open('memory://');
    // Holds the first LISTEN until the test lets it through, so the client can leave meanwhile.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let listenStarted!: () => void;
    const listening = new Promise<void>((resolve) => (listenStarted = resolve));
    const gated: Database = {
      kind: db.kind,
      get orm() {
        return db.orm;
      },
      selectPrepared: (query) => db.selectPrepared(query),
      ping: () => db.ping(),
      listen: async (...args) => {
        listenStarted();
        await gate;
        return db.listen(...args);
      },
      close: () => db.close(),
    };
    const t = await startTestApp(backend!, { env: LIMITS, database: gated });
    const open: OpenStream[] = [];
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notification/stream`;

      const leaving = http.get(url, { headers: bearer(ines), agent: false });
      leaving.on('error', () => {});
      await listening;
      leaving.destroy();
      await until(
        () => new Promise<boolean>((resolve) => t.app.server.getConnections((_, count) => resolve(count === 0))),
        'the server sees the client gone',
      );
      release();

      // Both of the user's slots are free again, and only the two new streams are subscribed.
      for (let i = 0; i < 2; i++) open.push(await openStream(url, bearer(ines)));
      assert.deepEqual(
        open.map((stream) => stream.status),
        [200, 200],
      );
      for (const stream of open) assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
      assert.equal(t.app.notifications.events.subscriberCount(), 2);
    } finally {
      release();
      for (const stream of open) stream.close();
      await t.close();
      await db.close();
    }
  });
});
