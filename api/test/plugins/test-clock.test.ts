import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { now } from '../../src/modules/clock.ts';
import testClock from '../../src/plugins/app/test-clock.ts';
import { backends } from '../support/backends.ts';
import { createLive } from '../support/businesses.ts';
import { partyEvent } from '../support/events.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A bare server with the plugin and one route telling the time it was served at. */
async function clockServer(env: Record<string, string>) {
  const app = Fastify();
  await app.register(testClock, { config: loadConfig(env) });
  app.get('/time', async () => ({ now: now().toISOString() }));
  app.post('/time', async () => ({ now: now().toISOString() }));
  return app;
}

const isRealTime = (body: string) => Math.abs(Date.parse(JSON.parse(body).now) - Date.now()) < 60_000;

describe('x-test-now', () => {
  test('with DEVELOPMENT_FEATURES=on a request is served as at the time it names, and only that request', async () => {
    for (const nodeEnv of ['test', 'development']) {
      const app = await clockServer({ NODE_ENV: nodeEnv, DEVELOPMENT_FEATURES: 'on' });
      const at = await app.inject({ url: '/time', headers: { 'x-test-now': '2031-05-02T10:00:00Z' } });
      assert.equal(at.json().now, '2031-05-02T10:00:00.000Z');
      const plain = await app.inject({ url: '/time' });
      assert.ok(isRealTime(plain.body));
      await app.close();
    }
  });

  test('a request with a body, over a real connection, is served as at that time too', async () => {
    // The body is parsed from the socket's events, after the first hooks: the time must hold there.
    const app = await clockServer({ NODE_ENV: 'development', DEVELOPMENT_FEATURES: 'on' });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${url}/time`, {
        method: 'POST',
        headers: { 'x-test-now': '2031-05-02T10:00:00Z', 'content-type': 'application/json' },
        body: JSON.stringify({ some: 'thing' }),
      });
      assert.equal(((await response.json()) as { now: string }).now, '2031-05-02T10:00:00.000Z');
    } finally {
      await app.close();
    }
  });

  test('a time that is not one is a 400 naming the header', async () => {
    const app = await clockServer({ NODE_ENV: 'test', DEVELOPMENT_FEATURES: 'on' });
    const response = await app.inject({ url: '/time', headers: { 'x-test-now': 'next tuesday' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'x-test-now: "next tuesday" is not an ISO date and time.');
    await app.close();
  });

  test('without DEVELOPMENT_FEATURES=on the header is ignored, whatever NODE_ENV says: the clock is real', async () => {
    for (const env of <Record<string, string>[]>[
      { NODE_ENV: 'test' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test', DEVELOPMENT_FEATURES: 'off' },
    ]) {
      const app = await clockServer(env);
      const response = await app.inject({ url: '/time', headers: { 'x-test-now': '2031-05-02T10:00:00Z' } });
      assert.ok(isRealTime(response.body), JSON.stringify(env));
      await app.close();
    }
  });
});

const londonDate = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

for (const backend of await backends()) {
  describe(`a badge read on a later day, on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let owner: TestUser;

    before(async () => {
      t = await startTestApp(backend);
      owner = await createUser(uniqueEmail('clock-owner'));
    });

    after(async () => {
      await deleteUsers(owner);
      await t.close();
    });

    test('a credential verified until today shows its badge today and not tomorrow, on the page and in search', async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Tomorrow Tricksters' }, ['YO1']);
      const today = londonDate(new Date());
      await t.app.db.orm.execute(sql`
        INSERT INTO credentials (business_id, type, reference, expires_on, status, reviewed_at)
        VALUES (${id}, 'Enhanced DBS', 'DBS-T', ${today}, 'verified', now())`);
      const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString();
      const badgesOn = async (headers: Record<string, string>) => {
        const page = await t.app.inject({ url: `/api/public/businesses/${slug}`, headers });
        const search = await t.app.inject({ url: '/api/public/search?q=tricksters', headers });
        return {
          page: (page.json().badges as { type: string }[]).map((badge) => badge.type),
          search: search.json().items[0].badges as string[],
        };
      };
      assert.deepEqual(await badgesOn({}), { page: ['Enhanced DBS'], search: ['Enhanced DBS'] });
      assert.deepEqual(await badgesOn({ 'x-test-now': tomorrow }), { page: [], search: [] });
    });
  });
}

for (const backend of await backends()) {
  describe(`an event planned on an earlier day, on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let organizer: TestUser;

    before(async () => {
      t = await startTestApp(backend);
      organizer = await createUser(uniqueEmail('clock-organizer'));
    });

    after(async () => {
      await deleteUsers(organizer);
      await t.close();
    });

    test('an event created as at 20 days ago may be dated 19 days ago, over a real connection', async () => {
      // How the demo seed makes its past; the rules' "today" is read inside the command's transaction.
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const then = new Date(Date.now() - 20 * 86_400_000);
      const date = londonDate(new Date(then.getTime() + 86_400_000));
      const response = await fetch(`${url}/api/events`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${organizer.idToken}`,
          'content-type': 'application/json',
          'x-test-now': then.toISOString(),
        },
        body: JSON.stringify(partyEvent({ date })),
      });
      assert.equal(response.status, 201, await response.clone().text());
      assert.equal(((await response.json()) as { date: string }).date, date);
    });
  });
}
