import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gte } from 'drizzle-orm';
import { telemetryErrorSamples } from '../../../../src/db/schema.ts';
import { figuresLines, readTelemetryFigures, type VersionFigures } from 'tooling/ops';
import { backends } from '../../../support/backends.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const TOKEN = 'internal-test-token';
const SHELL_V1 = '0.1.0-aaaa1111';
const SHELL_V2 = '0.1.0-bbbb2222';
/** Half an hour ago, to the minute: the test's reports are in the recent past, where ops' summary looks. */
const BASE = Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000;
/** BASE plus minutes and seconds, as the x-test-now header says it. */
const at = (minutes: number, seconds = 0) => new Date(BASE + minutes * 60_000 + seconds * 1000).toISOString();

type Summary = { versions: VersionFigures[] };

const report = (overrides: object = {}) => ({
  page: '/about',
  versions: { remote_shell: SHELL_V1, remote_organizer: '0.1.0-cccc3333' },
  started: ['remote_shell'],
  errors: [],
  vitals: [],
  rendered: [],
  ...overrides,
});

for (const backend of await backends()) {
  describe(`POST /api/telemetry on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    const send = (payload: unknown, time = at(0, 10), remoteAddress = '198.51.100.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: payload as object,
        headers: { 'x-test-now': time },
        remoteAddress,
      });
    const summary = async (time = at(5), minutes = 60) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/internal/telemetry/summary?minutes=${minutes}`,
        headers: { 'x-service-token': TOKEN, 'x-test-now': time },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Summary>();
    };
    const figuresOf = async (remote: string, version: string, time?: string, minutes?: number) =>
      (await summary(time, minutes)).versions.find((v) => v.remote === remote && v.version === version);

    before(async () => {
      t = await startTestApp(backend, {
        env: { INTERNAL_SERVICE_TOKEN: TOKEN, TELEMETRY_RATE_LIMIT_MAX: '1000', TELEMETRY_SAMPLES_PER_MINUTE: '3' },
      });
    });
    after(() => t.close());

    test('counts sessions and errors per remote version and minute, and the error rate from them', async () => {
      for (let i = 0; i < 4; i += 1) assert.equal((await send(report())).statusCode, 204);
      const errors = [
        { kind: 'uncaught', remote: 'remote_shell', version: SHELL_V1, name: 'TypeError' },
        { kind: 'boundary', remote: 'remote_shell', version: SHELL_V1, name: 'Error' },
        { kind: 'load', remote: 'remote_organizer', version: '0.1.0-cccc3333', name: 'Error' },
        { kind: 'rejection', remote: 'host', version: 'current', name: 'AbortError' },
      ];
      assert.equal((await send(report({ started: [], errors }), at(1, 59))).statusCode, 204);
      assert.deepEqual(await figuresOf('remote_shell', SHELL_V1), {
        remote: 'remote_shell',
        version: SHELL_V1,
        sessions: 4,
        errors: 2,
        errorRate: 0.5,
        lcpP75Ms: null,
        inpP75Ms: null,
        clsP75: null,
        vitalsSamples: 0,
      });
      assert.equal((await figuresOf('remote_organizer', '0.1.0-cccc3333'))?.errors, 1);
      assert.equal((await figuresOf('host', 'current'))?.errors, 1);
      // A window that ends before the errors' minute does not see them.
      assert.equal((await figuresOf('remote_shell', SHELL_V1, at(0, 30), 1))?.errors, 0);
    });

    test('a session counts only with the version the page names; a remote it does not name counts nothing', async () => {
      await send(report({ started: ['remote_provider'], versions: { remote_shell: SHELL_V2 } }));
      assert.equal(await figuresOf('remote_provider', SHELL_V2), undefined);
    });

    test('web vitals go into histograms for the host and each remote that rendered the page; p75 from them', async () => {
      const lcps = [800, 900, 1000, 1100, 1900, 2100, 2400, 5000];
      for (const value of lcps) {
        await send(
          report({
            versions: { remote_shell: SHELL_V2 },
            started: [],
            vitals: [
              { name: 'LCP', value },
              { name: 'INP', value: value / 10 },
              { name: 'CLS', value: 0.02 },
            ],
            rendered: ['remote_shell'],
          }),
          at(3),
        );
      }
      const shell = await figuresOf('remote_shell', SHELL_V2);
      // The 6th of 8 samples (2100 ms) lies in the bucket up to 2200 ms.
      assert.deepEqual([shell?.lcpP75Ms, shell?.inpP75Ms, shell?.clsP75, shell?.vitalsSamples], [2200, 250, 0.025, 8]);
      assert.ok(((await figuresOf('host', 'current'))?.vitalsSamples ?? 0) >= 8);
    });

    test('refuses what the schema does not allow: a query string, a message, an unknown remote name, too many errors, an odd version', async () => {
      const bad = [
        report({ page: '/search?q=alice' }),
        report({
          errors: [{ kind: 'uncaught', remote: 'remote_shell', version: SHELL_V1, name: 'TypeError', message: 'x' }],
        }),
        report({ versions: { 'not-a-remote': SHELL_V1 } }),
        report({ started: ['remote_shell', 'remote_shell'] }),
        report({
          errors: Array.from({ length: 21 }, () => ({
            kind: 'uncaught',
            remote: 'host',
            version: 'current',
            name: 'Error',
          })),
        }),
        report({ errors: [{ kind: 'uncaught', remote: 'remote_shell', version: '../../etc', name: 'Error' }] }),
        report({
          errors: [{ kind: 'uncaught', remote: 'remote_shell', version: SHELL_V1, name: 'alice@example.com' }],
        }),
        report({ vitals: [{ name: 'FID', value: 1 }] }),
        report({ email: 'alice@example.com' }),
      ];
      for (const body of bad) {
        const response = await send(body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.match(response.json<{ message: string }>().message, /body/);
      }
    });

    test('keeps error samples without messages, capped per minute', async () => {
      const errors = Array.from({ length: 5 }, (_, i) => ({
        kind: 'uncaught',
        remote: 'remote_shell',
        version: SHELL_V1,
        name: `Error${i}`,
      }));
      await send(report({ started: [], errors }), at(10));
      const rows = await t.app.db.orm
        .select({
          name: telemetryErrorSamples.name,
          page: telemetryErrorSamples.page,
          versions: telemetryErrorSamples.versions,
        })
        .from(telemetryErrorSamples)
        .where(gte(telemetryErrorSamples.at, new Date(at(10))))
        .orderBy(telemetryErrorSamples.id);
      assert.equal(rows.length, 3);
      assert.deepEqual(rows[0], {
        name: 'Error0',
        page: '/about',
        versions: { remote_shell: SHELL_V1, remote_organizer: '0.1.0-cccc3333' },
      });
    });

    test("`pnpm ops status` reads the summary over HTTP and prints each version's figures", async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const figures = await readTelemetryFigures({ apiUrl: address, serviceToken: TOKEN, minutes: 60 * 24 * 14 });
      assert.ok(figures.ok);
      const lines = figuresLines(figures);
      assert.match(lines[0]!, /^telemetry, last 20160 min:$/);
      assert.match(lines[1]!, /remote\s+version\s+sessions\s+errors\s+error rate\s+p75 LCP\s+p75 INP/);
      assert.ok(
        lines.some((line) => /remote_shell\s+0\.1\.0-aaaa1111\s+4\s+\d+\s+\d+\.\d %/.test(line)),
        lines.join('\n'),
      );
      assert.ok(
        lines.some((line) => /remote_shell\s+0\.1\.0-bbbb2222\s+0\s+0\s+-\s+≤2200 ms\s+≤250 ms/.test(line)),
        lines.join('\n'),
      );
      const refused = await readTelemetryFigures({ apiUrl: address, serviceToken: 'wrong', minutes: 60 });
      assert.deepEqual(figuresLines(refused), [`telemetry, last 60 min: unavailable: ${address} answered 401`]);
    });

    test('the summary is for ops only', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/internal/telemetry/summary' });
      assert.equal(response.statusCode, 401);
    });
  });
}

describe('POST /api/telemetry rate limit', () => {
  let t: TestApp;
  before(async () => {
    const [backend] = await backends();
    t = await startTestApp(backend!, { env: { TELEMETRY_RATE_LIMIT_MAX: '3' } });
  });
  after(() => t.close());

  test('one client address gets 429 past the limit; another is not held back', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/telemetry', payload: report(), remoteAddress });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await send('203.0.113.5')).statusCode);
    assert.deepEqual(codes, [204, 204, 204, 429, 429]);
    assert.equal((await send('203.0.113.6')).statusCode, 204);
  });
});
