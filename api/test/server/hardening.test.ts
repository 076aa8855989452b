import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends } from '../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const [backend] = await backends();

describe('HTTP hardening', () => {
  let t: TestApp;
  let dora: TestUser;
  let notificationId: string;

  before(async () => {
    t = await startTestApp(backend!);
    dora = await createUser(uniqueEmail('dora'));
    notificationId = (
      await t.app.notifications.create({
        recipientUid: dora.uid,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e' },
        content: 'x',
      })
    )._id;
  });
  after(async () => {
    await deleteUsers(dora);
    await t.close();
  });

  test('413 for a body over 16 KiB', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(17 * 1024)}@example.com` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/requests/mailinglist',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'The request body is too large.');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${notificationId}/read`,
      headers: { ...bearer(dora), 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'read', padding: 'x'.repeat(20_000) }),
    });
    assert.equal(put.statusCode, 413);
  });

  test('415 for bodies that are not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/requests/mailinglist',
        payload: 'email=a@example.com',
        headers: { 'content-type': contentType },
      });
      assert.equal(response.statusCode, 415, contentType);
      assert.equal(response.json().message, 'Only application/json request bodies are accepted.');
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${notificationId}/read`,
      headers: { ...bearer(dora), 'content-type': 'text/plain' },
      payload: 'read',
    });
    assert.equal(put.statusCode, 415);
  });

  test("CORS allows the site's origins with credentials and no others", async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { origin: 'http://localhost:3002' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3002');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/notification/x/read',
      headers: {
        origin: 'http://127.0.0.1:3004',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://127.0.0.1:3004');
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test('security headers are set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    assert.ok(response.headers['strict-transport-security']);
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  test('unknown routes answer JSON with a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope' });
    assert.equal(response.statusCode, 404);
    assert.equal(typeof response.json().message, 'string');
  });

  test('logs hold neither tokens nor email addresses', async () => {
    await t.app.inject({ method: 'GET', url: `/api/notification/${dora.email}/User`, headers: bearer(dora) });
    await t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(dora.email)}/User`,
      headers: bearer(dora),
    });
    // A rejected token: a valid one would open a stream that never ends.
    await t.app.inject({ method: 'GET', url: `/api/notification/stream?token=${dora.idToken}x` });
    await t.app.inject({
      method: 'POST',
      url: '/api/requests/mailinglist',
      payload: { email: dora.email },
      remoteAddress: '10.1.1.1',
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/notification/${dora.email}/User`,
      headers: { authorization: `Bearer ${dora.idToken}x` },
    });
    const logs = t.logs();
    assert.match(logs, /\/api\/notification\/\[redacted\]\/User/);
    assert.match(logs, /"url":"\/api\/notification\/stream"/);
    assert.doesNotMatch(logs, /token=/);
    const [, payload] = dora.idToken.split('.');
    for (const secret of [dora.email, encodeURIComponent(dora.email), payload!, dora.email.split('@')[0]!]) {
      assert.ok(!logs.includes(secret), `logs contain ${secret}`);
    }
  });
});
