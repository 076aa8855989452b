/**
 * How long a stream lives: through silence longer than the connection timeout, with heartbeats,
 * until its token expires (event: expired) or the instance shuts down (event: reconnect).
 * Process behaviour, not storage: one backend is enough.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import {
  bearer,
  createUser,
  deleteUsers,
  editToken,
  type TestUser,
  uniqueEmail,
} from '../../../support/emulator-users.ts';
import { occurrences, openStream } from '../../../support/event-stream.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const [backend] = await backends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening(env: Record<string, string> = {}): Promise<{ t: TestApp; url: string }> {
  const t = await startTestApp(backend!, { env });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notification/stream` };
}

describe('the lifetime of a notification stream', () => {
  let user: TestUser;

  before(async () => {
    user = await createUser(uniqueEmail('hana'));
  });
  after(async () => {
    await deleteUsers(user);
  });

  test('a silent stream outlives several connection-timeout periods on the same connection', async () => {
    // Connection timeout 2 s (twice REQUEST_TIMEOUT_MS); the heartbeat far away, so nothing is sent.
    const { t, url } = await listening({ REQUEST_TIMEOUT_MS: '1000', STREAM_HEARTBEAT_MS: '600000' });
    try {
      const stream = await openStream(url, bearer(user));
      assert.equal(stream.status, 200);
      assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
      await sleep(5_000);
      assert.equal(stream.ended(), false, 'the stream was cut while idle');
      assert.ok(stream.connectionOpen());
      await t.app.notifications.create({
        recipientUid: user.uid,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e' },
        content: 'after the silence',
      });
      assert.ok(await stream.waitFor(/data: {"type":"changed"}\n\n/, 3_000), stream.text());
      assert.equal(
        occurrences(stream.text(), /event: ready/g),
        1,
        'the change must arrive on the first stream, not a second one',
      );
      stream.close();
    } finally {
      await t.close();
    }
  });

  test(
    'with the default settings a stream idle for 60 s is still the same connection',
    { timeout: 120_000 },
    async () => {
      const { t, url } = await listening();
      try {
        const stream = await openStream(url, bearer(user));
        assert.equal(stream.status, 200);
        const localPort = stream.localPort;
        await sleep(60_000);
        assert.equal(stream.ended(), false, 'the stream was cut within 60 s');
        assert.ok(stream.connectionOpen());
        assert.ok(
          occurrences(stream.text(), /^: ping\n\n/gm) >= 3,
          `expected a heartbeat every 15 s, got ${JSON.stringify(stream.text())}`,
        );
        await t.app.notifications.create({
          recipientUid: user.uid,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'e' },
          content: 'after a minute',
        });
        assert.ok(await stream.waitFor(/data: {"type":"changed"}\n\n/, 3_000), stream.text());
        assert.equal(occurrences(stream.text(), /event: ready/g), 1);
        assert.equal(stream.localPort, localPort);
        stream.close();
      } finally {
        await t.close();
      }
    },
  );

  test('a heartbeat comment arrives every STREAM_HEARTBEAT_MS, and ready announces the interval', async () => {
    const { t, url } = await listening({ STREAM_HEARTBEAT_MS: '200' });
    try {
      const stream = await openStream(url, bearer(user));
      assert.ok(await stream.waitFor(/(: ping\n\n[^]*){3}/, 3_000), stream.text());
      assert.match(stream.text(), /^event: ready\ndata: {"heartbeatMs":200,/);
      stream.close();
    } finally {
      await t.close();
    }
  });

  test('the stream ends with event: expired when the ID token expires, and frees its subscription', async () => {
    const { t, url } = await listening();
    try {
      const exp = Math.floor(Date.now() / 1000) + 3;
      const shortLived = editToken(user.idToken, (claims) => void (claims.exp = exp));
      const stream = await openStream(url, bearer(shortLived));
      assert.equal(stream.status, 200);
      assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
      assert.equal(JSON.parse(/^data: (.*)$/m.exec(stream.text())![1]!).expiresAt, new Date(exp * 1000).toISOString());
      assert.equal(t.app.notifications.events.subscriberCount(), 1);
      assert.ok(await stream.waitForEnd(6_000), `the stream did not end at expiry: ${JSON.stringify(stream.text())}`);
      assert.ok(Date.now() >= exp * 1000, 'ended before the token expired');
      assert.match(stream.text(), /event: expired\ndata: {}\n\n$/);
      assert.equal(t.app.notifications.events.subscriberCount(), 0);
    } finally {
      await t.close();
    }
  });

  test('on shutdown every open stream gets event: reconnect and ends, and close completes', async () => {
    const { t, url } = await listening();
    try {
      const streams = [await openStream(url, bearer(user)), await openStream(url, bearer(user))];
      for (const stream of streams) assert.ok(await stream.waitFor(/^event: ready\n/, 2_000), stream.text());
      await t.app.close();
      for (const stream of streams) {
        assert.ok(await stream.waitForEnd(2_000));
        assert.match(stream.text(), /event: reconnect\ndata: {}\n\n$/);
      }
    } finally {
      await t.close();
    }
  });
});
