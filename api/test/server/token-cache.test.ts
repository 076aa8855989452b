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
});
