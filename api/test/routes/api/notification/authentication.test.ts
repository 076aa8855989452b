import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import {
  bearer,
  createUser,
  deleteUsers,
  editToken,
  type TestUser,
  uniqueEmail,
  updateAccount,
} from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

// Token checks do not depend on the database, so one backend is enough here.
const [backend] = await backends();

describe('authentication of notification calls', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let unverified: TestUser;
  let notificationId: string;

  const get = (headers: Record<string, string>, email = alice.email) =>
    t.app.inject({ method: 'GET', url: `/api/notification/${email}/User`, headers });

  const assert401 = async (headers: Record<string, string>, message: RegExp) => {
    const response = await get(headers);
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['www-authenticate'], 'Bearer');
    assert.match(response.json().message, message);
  };

  before(async () => {
    t = await startTestApp(backend!);
    [alice, bob, unverified] = await Promise.all([
      createUser(uniqueEmail('alice')),
      createUser(uniqueEmail('bob')),
      createUser(uniqueEmail('unverified'), { verified: false }),
    ]);
    notificationId = (
      await t.app.notifications.create({
        recipientUid: alice.uid,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'e-1' },
        content: 'Hello',
      })
    )._id;
  });

  after(async () => {
    await deleteUsers(alice, bob, unverified);
    await t.close();
  });

  test('a real verified token is accepted', async () => {
    assert.equal((await get(bearer(alice))).statusCode, 200);
  });

  test('401 without an Authorization header, on every notification route', async () => {
    await assert401({}, /Authentication required/);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${notificationId}/read`,
      payload: { status: 'read' },
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/notification/${notificationId}` });
    assert.deepEqual([put.statusCode, del.statusCode], [401, 401]);
  });

  test('401 for a malformed header or token', async () => {
    await assert401({ authorization: alice.idToken }, /must be "Bearer <ID token>"/);
    await assert401({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /must be "Bearer <ID token>"/);
    await assert401({ authorization: 'Bearer not-a-jwt' }, /must be "Bearer <ID token>"/);
    await assert401({ authorization: 'Bearer aaaa.bbbb.cccc' }, /Invalid authentication token/);
  });

  test('401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = editToken(alice.idToken, (claims) => {
      claims.iat = past;
      claims.auth_time = past;
      claims.exp = past + 3600;
    });
    await assert401(bearer(expired), /session has expired/);
  });

  test('401 for a tampered token (claims edited to another user or to verified)', async () => {
    await assert401(
      bearer(editToken(alice.idToken, (claims) => void (claims.email = bob.email))),
      /Invalid authentication token/,
    );
    await assert401(
      bearer(editToken(bob.idToken, (claims) => void (claims.sub = claims.user_id = alice.uid))),
      /Invalid authentication token/,
    );
    await assert401(
      bearer(editToken(unverified.idToken, (claims) => void (claims.email_verified = true))),
      /Invalid authentication token/,
    );
    // Changing the header to claim a real signature algorithm is refused too.
    const [, payload] = alice.idToken.split('.');
    const rs256 = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'x', typ: 'JWT' })).toString('base64url');
    await assert401(bearer(`${rs256}.${payload}.c2lnbmF0dXJl`), /Invalid authentication token/);
  });

  test("401 for a token whose sub and email were both edited to another account's", async () => {
    const forged = editToken(bob.idToken, (claims) => {
      claims.sub = alice.uid;
      claims.email = alice.email;
    });
    await assert401(bearer(forged), /Invalid authentication token/);
  });

  test('401 for a forgery whose every identity claim names another account, signed in after that account last did', async () => {
    const victim = await createUser(uniqueEmail('victim'));
    const day = 24 * 3600 * 1000;
    await updateAccount(victim.uid, { createdAt: Date.now() - 2 * day, lastLoginAt: Date.now() - day });
    const now = Math.floor(Date.now() / 1000);
    const forged = editToken(bob.idToken, (claims) => {
      claims.sub = claims.user_id = victim.uid;
      claims.email = victim.email;
      claims.email_verified = true;
      claims.firebase = { identities: { email: [victim.email] }, sign_in_provider: 'password' };
      claims.iat = claims.auth_time = now;
      claims.exp = now + 3600;
    });
    try {
      await assert401(bearer(forged), /Invalid authentication token/);
    } finally {
      await deleteUsers(victim);
    }
  });

  test('401 for a token edited to another sign-in provider or identity', async () => {
    await assert401(
      bearer(
        editToken(
          alice.idToken,
          (claims) => void ((claims.firebase as { sign_in_provider: string }).sign_in_provider = 'google.com'),
        ),
      ),
      /Invalid authentication token/,
    );
    const otherIdentity = editToken(alice.idToken, (claims) => {
      claims.firebase = {
        identities: { email: [alice.email], 'google.com': ['1234567890'] },
        sign_in_provider: 'password',
      };
    });
    await assert401(bearer(otherIdentity), /Invalid authentication token/);
  });

  test('401 for a token issued in the future or living longer than an hour', async () => {
    const now = Math.floor(Date.now() / 1000);
    const future = editToken(alice.idToken, (claims) => {
      claims.iat = now + 600;
      claims.exp = now + 600 + 3600;
    });
    await assert401(bearer(future), /Invalid authentication token/);
    const longLived = editToken(alice.idToken, (claims) => {
      claims.iat = now - 60;
      claims.exp = now + 24 * 3600;
    });
    await assert401(bearer(longLived), /Invalid authentication token/);
  });

  test('401 once the account is disabled', async () => {
    const carl = await createUser(uniqueEmail('carl'));
    try {
      await updateAccount(carl.uid, { disabled: true });
      await assert401(bearer(carl), /Invalid authentication token/);
    } finally {
      await deleteUsers(carl);
    }
  });

  test('401 for a token issued for another project', async () => {
    const foreign = editToken(alice.idToken, (claims) => {
      claims.aud = 'demo-other-project';
      claims.iss = 'https://securetoken.google.com/demo-other-project';
    });
    await assert401(bearer(foreign), /Invalid authentication token/);
  });

  test('401 once the account is deleted', async () => {
    const gone = await createUser(uniqueEmail('gone'));
    await deleteUsers(gone);
    await assert401(bearer(gone), /Invalid authentication token/);
  });

  test('403 for an unverified email, even for its own list', async () => {
    const response = await get(bearer(unverified), unverified.email);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Please verify your email address before continuing.');
  });

  test("403 when the path names another user's email", async () => {
    const response = await get(bearer(bob), alice.email);
    assert.equal(response.statusCode, 403);
  });
});
