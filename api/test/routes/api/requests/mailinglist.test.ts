import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import { uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const INVALID = [
  '',
  '   ',
  'plainaddress',
  'a@b',
  'two@@example.com',
  'space in@example.com',
  '.dot@example.com',
  'a..b@example.com',
  'x@-bad-.com',
  `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
];

for (const backend of await backends()) {
  describe(`POST /api/requests/mailinglist on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let client = 0;
    // Each test signs up from its own address so the per-client limit only bites where it is tested.
    const subscribe = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++client}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/requests/mailinglist',
        payload: payload as object,
        headers,
        remoteAddress,
      });

    before(async () => {
      t = await startTestApp(backend, { env: { MAILINGLIST_RATE_LIMIT_MAX: '3' } });
    });
    after(() => t.close());

    test('stores a valid address with the time and source of consent', async () => {
      const email = uniqueEmail('sub');
      const before = Date.now();
      const response = await subscribe(
        { email: `  ${email}  ` },
        { origin: 'http://localhost:3000', referer: 'http://localhost:3000/about?ref=me@example.com' },
      );
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { ok: true });
      const [row] = await t.app.mailingListRepository.findByEmail(email);
      assert.equal(row?.email, email);
      assert.equal(row?.consentSource, 'http://localhost:3000');
      assert.ok(row && row.consentedAt.getTime() >= before - 1000 && row.consentedAt.getTime() <= Date.now() + 1000);
    });

    test("records the form's own source and a referer without its query string", async () => {
      const email = uniqueEmail('src');
      const response = await subscribe(
        { email, source: 'footer' },
        { referer: 'http://localhost:3000/faq?email=me@example.com' },
      );
      assert.equal(response.statusCode, 200);
      const [row] = await t.app.mailingListRepository.findByEmail(email);
      assert.equal(row?.consentSource, 'footer via http://localhost:3000/faq');
    });

    test('duplicate sign-ups, in any letter case, keep one row and the first consent', async () => {
      const email = uniqueEmail('dup');
      assert.equal((await subscribe({ email, source: 'first' })).statusCode, 200);
      const again = await subscribe({ email: email.toUpperCase(), source: 'second' });
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json(), { ok: true });
      const rows = await t.app.mailingListRepository.findByEmail(email);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.consentSource, 'first');
      assert.equal(rows[0]?.email, email);
    });

    test('400 with a clear message for malformed or too long addresses, and nothing stored', async () => {
      const countBefore = await t.app.mailingListRepository.count();
      for (const email of INVALID) {
        const response = await subscribe({ email });
        assert.equal(response.statusCode, 400, email);
        assert.equal(response.json().message, 'Please enter a valid email address.');
      }
      assert.equal(await t.app.mailingListRepository.count(), countBefore);
    });

    test('400 when the body is not the expected object', async () => {
      for (const payload of [{}, { mail: 'a@example.com' }, ['a@example.com'], { email: { a: 1 } }]) {
        const response = await subscribe(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.match(response.json().message, /^Invalid request: body/);
      }
      const broken = await subscribe('{"email": ', { 'content-type': 'application/json' });
      assert.equal(broken.statusCode, 400);
      assert.equal(broken.json().message, 'The request body is not valid JSON.');
    });

    test('is limited per client: the fourth sign-up in a minute from one address gets 429', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await subscribe({ email: uniqueEmail('rl') }, {}, '10.9.9.9')).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 429]);
      const limited = await subscribe({ email: uniqueEmail('rl') }, {}, '10.9.9.9');
      assert.match(limited.json().message, /Rate limit exceeded/);
      assert.equal((await subscribe({ email: uniqueEmail('rl') }, {}, '10.9.9.10')).statusCode, 200);
    });
  });
}
