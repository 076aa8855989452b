import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { openStream } from '../../../support/event-stream.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const STREAM = '/api/notification/stream';

for (const backend of await backends()) {
  describe(`GET /api/notification/stream on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let base: string;
    let erin: TestUser;
    let frank: TestUser;

    before(async () => {
      t = await startTestApp(backend);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      [erin, frank] = await Promise.all([createUser(uniqueEmail('erin')), createUser(uniqueEmail('frank'))]);
    });
    after(async () => {
      await deleteUsers(erin, frank);
      await t.close();
    });

    test('401 without a valid bearer token', async () => {
      const missing = await fetch(`${base}${STREAM}`);
      assert.equal(missing.status, 401);
      assert.equal(missing.headers.get('www-authenticate'), 'Bearer');
      const bad = await fetch(`${base}${STREAM}`, { headers: bearer(`${erin.idToken}x`) });
      assert.equal(bad.status, 401);
      assert.equal(((await bad.json()) as { message: string }).message, 'Invalid authentication token.');
    });

    test('a token in the query string is refused with 400, with or without the header', async () => {
      for (const headers of [{}, bearer(erin)]) {
        const response = await fetch(`${base}${STREAM}?token=${erin.idToken}`, { headers });
        assert.equal(response.status, 400);
        const body = (await response.json()) as { statusCode: number; message: string };
        assert.equal(body.statusCode, 400);
        assert.equal(
          body.message,
          'Unknown query parameter "token": the stream takes none; send the ID token in the Authorization header.',
        );
      }
    });

    test("opens with the header: event-stream headers, then a ready event naming the heartbeat and the token's expiry", async () => {
      const stream = await openStream(`${base}${STREAM}`, { ...bearer(erin), origin: 'http://localhost:3000' });
      try {
        assert.equal(stream.status, 200);
        assert.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8');
        assert.equal(stream.headers['cache-control'], 'no-store');
        assert.equal(stream.headers['x-accel-buffering'], 'no');
        assert.equal(stream.headers['access-control-allow-origin'], 'http://localhost:3000');
        assert.ok(await stream.waitFor(/\n\n/, 2_000), `no first event, got ${JSON.stringify(stream.text())}`);
        const match = /^event: ready\ndata: (.*)\n\n/.exec(stream.text());
        assert.ok(match, `the stream must open with a ready event, got ${JSON.stringify(stream.text())}`);
        const [, payload] = erin.idToken.split('.');
        const { exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
        assert.deepEqual(JSON.parse(match[1]!), { heartbeatMs: 15_000, expiresAt: new Date(exp * 1000).toISOString() });
      } finally {
        stream.close();
      }
    });

    test('pushes {type:"changed"} for the caller\'s own notifications only', async () => {
      const stream = await openStream(`${base}${STREAM}`, bearer(erin));
      try {
        assert.equal(stream.status, 200);
        assert.ok(await stream.waitFor(/^event: ready\n/, 2_000));

        const n = t.app.notifications;
        await n.create({
          recipientUid: frank.uid,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'e' },
          content: 'for frank',
        });
        assert.equal(await stream.waitFor(/data: {"type"/, 700), false, "another user's change must not be pushed");

        await n.create({
          recipientUid: erin.uid,
          recipientType: 'User',
          entityType: 'Event',
          relatedEntity: { _id: 'e' },
          content: 'for erin',
        });
        assert.ok(await stream.waitFor(/data: {"type":"changed"}\n\n/, 3_000), stream.text());
      } finally {
        stream.close();
      }
    });
  });
}
