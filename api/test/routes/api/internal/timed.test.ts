/**
 * POST /api/internal/timed/run: a test control, so only with DEVELOPMENT_FEATURES=on (fail closed:
 * without it the route is left out, whatever NODE_ENV says) and only with the service token.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../../src/build-server.ts';
import type { Database } from '../../../../src/db/database.ts';
import { openDatabase } from '../../../../src/db/open-database.ts';
import type { SweepResult } from '../../../../src/modules/timed/sweep.ts';
import { backends } from '../../../support/backends.ts';
import { bearer, createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { ensureEmulator } from '../../../support/emulator.ts';
import { testConfig } from '../../../support/test-app.ts';

const TOKEN = 'internal-test-token';

for (const backend of await backends()) {
  describe(`POST /api/internal/timed/run on ${backend.name}`, { skip: backend.skip }, () => {
    const env = backend.env();
    let database: Database;
    let user: TestUser;
    const apps: FastifyInstance[] = [];

    async function appFor(settings: Record<string, string> = {}): Promise<FastifyInstance> {
      const app = buildServer(testConfig({ ...env, INTERNAL_SERVICE_TOKEN: TOKEN, LOG_LEVEL: 'silent', ...settings }), {
        database,
      });
      apps.push(app);
      await app.ready();
      return app;
    }

    const run = (app: FastifyInstance, headers: Record<string, string>, payload?: object) =>
      app.inject({ method: 'POST', url: '/api/internal/timed/run', headers, ...(payload ? { payload } : {}) });

    before(async () => {
      await ensureEmulator();
      database = await openDatabase(testConfig(env).database);
      user = await createUser(uniqueEmail('timed'));
    });
    after(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await deleteUsers(user);
      await backend.cleanup(env);
    });

    test('sweeps as of the given moment, or now without one', async () => {
      const app = await appFor();
      const given = await run(app, { 'x-service-token': TOKEN }, { now: '2031-05-02T12:00:00.000Z' });
      assert.equal(given.statusCode, 200, given.body);
      const result = given.json<SweepResult>();
      assert.equal(result.now, '2031-05-02T12:00:00.000Z');
      // Every timed job reports: the marketplace's transitions, statements, canaries and telemetry retention.
      assert.deepEqual(Object.keys(result.transitioned).sort(), [
        'abortedCanaries',
        'completedEvents',
        'expiredQuotes',
        'expiredRequests',
        'issuedStatements',
        'prunedTelemetry',
      ]);
      assert.equal(result.failures, 0);

      const before = Date.now();
      for (const response of [
        await run(app, { 'x-service-token': TOKEN }),
        await run(app, { 'x-service-token': TOKEN, 'content-type': 'application/json' }, {}),
      ]) {
        assert.equal(response.statusCode, 200, response.body);
        const at = Date.parse(response.json<SweepResult>().now);
        assert.ok(at >= before && at <= Date.now(), response.body);
      }
    });

    test('401 without the service token, with a wrong one or with a user token', async () => {
      const app = await appFor({ NODE_ENV: 'development' });
      for (const headers of [
        {},
        { 'x-service-token': `${TOKEN}x` },
        { 'x-service-token': 'dev-internal-token' },
        bearer(user),
      ]) {
        const response = await run(app, headers, { now: '2031-05-02T12:00:00Z' });
        assert.equal(response.statusCode, 401, JSON.stringify(headers));
      }
    });

    test('400 naming now when it is not an ISO date-time', async () => {
      const app = await appFor();
      for (const now of ['tomorrow', '2031-13-40T00:00:00Z', 42]) {
        const response = await run(app, { 'x-service-token': TOKEN }, { now });
        assert.equal(response.statusCode, 400, String(now));
        assert.match(response.json().message, /now/);
      }
      const extra = await run(app, { 'x-service-token': TOKEN }, { now: '2031-05-02T12:00:00Z', speed: 2 });
      assert.equal(extra.statusCode, 400);
    });

    test('not there without DEVELOPMENT_FEATURES=on, even under NODE_ENV=test with the right token, nor in the OpenAPI document', async () => {
      for (const settings of <Record<string, string>[]>[
        { DEVELOPMENT_FEATURES: 'off' },
        { DEVELOPMENT_FEATURES: 'off', NODE_ENV: 'development' },
      ]) {
        const response = await run(
          await appFor(settings),
          { 'x-service-token': TOKEN },
          { now: '2031-05-02T12:00:00Z' },
        );
        assert.equal(response.statusCode, 404, JSON.stringify(settings));
      }
      const document = (await (await appFor()).inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<string, unknown>;
      }>();
      assert.equal(document.paths['/api/internal/timed/run'], undefined);
    });
  });
}
