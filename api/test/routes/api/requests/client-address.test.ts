import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import { uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

// Rate limits live in memory, so one backend is enough here.
const [backend] = await backends();

/** Mailing-list sign-ups from `remoteAddress`, one per X-Forwarded-For value given; their status codes. */
async function signUps(t: TestApp, remoteAddress: string, forwardedFor: (string | undefined)[]): Promise<number[]> {
  const codes = [];
  for (const header of forwardedFor) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/requests/mailinglist',
      payload: { email: uniqueEmail('addr') },
      headers: header === undefined ? {} : { 'x-forwarded-for': header },
      remoteAddress,
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe("mailing-list limits behind the site's own proxy (TRUST_PROXY=127.0.0.1,::1)", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(backend!, { env: { MAILINGLIST_RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1,::1' } });
  });
  after(() => t.close());

  test("two visitors forwarded by the proxy get separate buckets: one using up its own leaves the other's", async () => {
    assert.deepEqual(
      await signUps(t, '127.0.0.1', ['203.0.113.10', '203.0.113.10', '203.0.113.10', '203.0.113.10']),
      [200, 200, 200, 429],
    );
    assert.deepEqual(await signUps(t, '127.0.0.1', ['203.0.113.20']), [200]);
    assert.deepEqual(await signUps(t, '::1', ['203.0.113.30']), [200]);
  });

  test('a caller that is not the proxy is counted by its own address, whatever X-Forwarded-For it sends', async () => {
    assert.deepEqual(
      await signUps(t, '198.51.100.7', ['203.0.113.41', '203.0.113.42', '203.0.113.43', '203.0.113.44']),
      [200, 200, 200, 429],
    );
  });
});

describe('mailing-list limits with no trusted proxy (the default)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(backend!, { env: { MAILINGLIST_RATE_LIMIT_MAX: '3' } });
  });
  after(() => t.close());

  test('a forged X-Forwarded-For does not change the bucket', async () => {
    assert.deepEqual(
      await signUps(t, '127.0.0.1', ['203.0.113.51', '203.0.113.52', undefined, '203.0.113.53', '203.0.113.54']),
      [200, 200, 200, 429, 429],
    );
  });
});
