import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  AuthenticationError,
  createTokenVerifier,
  type TokenVerifier,
  VERIFIED_TOKEN_CACHE_MS,
} from '../../src/modules/auth/token-verifier.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail, updateAccount } from '../support/emulator-users.ts';
import { EMULATOR_HOST, ensureEmulator, PROJECT_ID } from '../support/emulator.ts';

describe('the verified-token cache', () => {
  let clock = Date.now();
  let verifier: TokenVerifier;
  let gina: TestUser;

  before(async () => {
    await ensureEmulator();
    verifier = createTokenVerifier({ projectId: PROJECT_ID, emulatorHost: EMULATOR_HOST, now: () => clock });
    gina = await createUser(uniqueEmail('gina'));
  });
  after(async () => {
    await deleteUsers(gina);
    await verifier.close();
  });

  test('a disabled account keeps access on a token it has just used for at most 10 seconds', async () => {
    assert.equal(VERIFIED_TOKEN_CACHE_MS, 10_000);
    assert.equal((await verifier.verify(gina.idToken)).uid, gina.uid);
    await updateAccount(gina.uid, { disabled: true });

    clock += VERIFIED_TOKEN_CACHE_MS - 1;
    assert.equal((await verifier.verify(gina.idToken)).uid, gina.uid);

    clock += 2;
    await assert.rejects(
      verifier.verify(gina.idToken),
      (error) => error instanceof AuthenticationError && error.message === 'Invalid authentication token.',
    );
  });

  test('one token presented many times at once is verified once: every caller gets the same result', async () => {
    const fresh = await createUser(uniqueEmail('gina.tabs'));
    try {
      const users = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(fresh.idToken)));
      assert.equal(users[0]!.uid, fresh.uid);
      // Each verification makes a user object of its own: one object means one verification.
      assert.equal(new Set(users).size, 1);
    } finally {
      await deleteUsers(fresh);
    }
  });
});
