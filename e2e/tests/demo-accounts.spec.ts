import { ensureDemoAccount } from '../support/demo-accounts.ts';
import { uniqueEmail } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('the demo-account helper', () => {
  test('puts a missing account back, and leaves one that already exists', async () => {
    const email = uniqueEmail('demo');
    await ensureDemoAccount(email, { verified: true });
    await expect(ensureDemoAccount(email, { verified: true })).resolves.toBeUndefined();
  });

  test('fails loudly, naming the answer, on any refusal but "already exists"', async () => {
    await expect(ensureDemoAccount('not-an-email', { verified: false })).rejects.toThrow(
      /^The demo account not-an-email could not be created: the emulator answered 400 .*INVALID_EMAIL/s,
    );
  });
});
