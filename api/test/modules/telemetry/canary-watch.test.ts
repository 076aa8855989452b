/**
 * Automatic rollback: the timed sweep aborts a canary whose attributed error rate is worse than
 * stable's by the factor, once it has the minimum sample, in a real registry (ops' record and
 * served file, through the ops library); it leaves a canary alone below the sample or within the
 * factor, and two sweeps at once abort it once, with one ops notification.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { opsNotifications, telemetryMinutes } from '../../../src/db/schema.ts';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { backends } from '../../support/backends.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const STABLE = '0.1.0-stable01';
const CANARY = '0.1.0-canary01';
const PIN = `sha384-${'A'.repeat(64)}`;
const BASE = Math.floor(Date.now() / 60_000) * 60_000 - 60 * 60_000;
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

const entry = (version: string) => ({
  version,
  entry: `http://127.0.0.1:5601/${version}/remoteEntry.js`,
  integrity: PIN,
});

async function writeRegistry(file: string): Promise<void> {
  const record = {
    environment: 'watched',
    revision: 2,
    updatedAt: at(0),
    remotes: { remote_shell: { ...entry(STABLE), canary: { ...entry(CANARY), percent: 20, since: at(0) } } },
    history: [],
  };
  await writeFile(file.replace(/\.json$/, '.ops.json'), JSON.stringify(record));
  await writeFile(file, JSON.stringify({ remotes: {} }));
}

for (const backend of await backends()) {
  describe(`canary watch on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let dir: string;
    let registryFile: string;

    const report = (version: string, sessions: number, errors: number, minute: number) =>
      Promise.all(
        Array.from({ length: Math.max(sessions, errors) }, async (_, i) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/telemetry',
            headers: { 'x-test-now': at(minute) },
            payload: {
              page: '/about',
              versions: { remote_shell: version },
              started: i < sessions ? ['remote_shell'] : [],
              errors: i < errors ? [{ kind: 'uncaught', remote: 'remote_shell', version, name: 'TypeError' }] : [],
              vitals: [],
              rendered: [],
            },
          });
          assert.equal(response.statusCode, 204, response.body);
        }),
      );
    const sweep = async (minute: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/internal/timed/run',
        headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
        payload: { now: at(minute) },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<SweepResult>();
    };
    const record = async () => JSON.parse(await readFile(registryFile.replace(/\.json$/, '.ops.json'), 'utf8'));
    const notifications = () =>
      t.app.db.orm.select().from(opsNotifications).where(eq(opsNotifications.kind, 'canary-aborted'));

    before(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'canary-watch-'));
      registryFile = path.join(dir, 'watched.json');
      t = await startTestApp(backend, {
        env: {
          CANARY_REGISTRY_FILE: registryFile,
          CANARY_MIN_SESSIONS: '10',
          CANARY_ERROR_FACTOR: '2',
          CANARY_WINDOW_MINUTES: '15',
          OPS_NOTIFY_EMAILS: 'ops@example.com, oncall@example.com',
          TELEMETRY_RATE_LIMIT_MAX: '100000',
        },
      });
    });
    after(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });
    beforeEach(() => writeRegistry(registryFile));
    afterEach(() => t.app.db.orm.delete(opsNotifications));

    test('below the minimum sample, a failing canary is left running', async () => {
      await report(STABLE, 40, 0, 1);
      await report(CANARY, 5, 5, 1);
      assert.equal((await sweep(2)).transitioned.abortedCanaries, 0);
      assert.equal((await record()).remotes.remote_shell.canary.version, CANARY);
    });

    test('past the sample and worse than the factor, it is aborted: registry reverted, history with the figures, ops told', async () => {
      await report(STABLE, 100, 1, 3);
      await report(CANARY, 12, 6, 3);
      const result = await sweep(4);
      assert.equal(result.transitioned.abortedCanaries, 1);

      const after = await record();
      assert.equal(after.remotes.remote_shell.canary, undefined);
      assert.equal(after.remotes.remote_shell.version, STABLE);
      assert.deepEqual(after.remotes.remote_shell.withdrawn, [CANARY]);
      const served = JSON.parse(await readFile(registryFile, 'utf8'));
      assert.equal(served.remotes.remote_shell.canary, undefined);
      assert.equal(served.remotes.remote_shell.entry, entry(STABLE).entry);

      const [abort] = after.history;
      assert.equal(abort.action, 'abort');
      assert.equal(abort.actor, 'automatic-rollback');
      assert.deepEqual([abort.from, abort.to], [CANARY, STABLE]);
      assert.match(abort.reason, /canary error rate \d+\.\d % \(\d+ errors in \d+ sessions\) against stable/);
      assert.equal(abort.figures.canaryVersion, CANARY);
      assert.ok(abort.figures.canarySessions >= 12 && abort.figures.canaryErrors >= 6);
      assert.equal(abort.figures.factor, 2);

      const [notification, ...more] = await notifications();
      assert.equal(more.length, 0);
      assert.deepEqual(notification?.recipients, ['ops@example.com', 'oncall@example.com']);
      assert.match(notification!.subject, new RegExp(`Canary remote_shell ${CANARY} aborted`));
      assert.match(notification!.body, /Every session loads the stable version/);
      assert.equal(notification!.sentAt, null);

      assert.equal((await sweep(5)).transitioned.abortedCanaries, 0, 'nothing left to abort');
    });

    test('a canary within the factor of stable keeps running', async () => {
      await writeRegistry(registryFile);
      // Fresh minutes: 30 canary sessions with 1 error (3.3 %) against stable's 2 % is within 2×.
      await report(STABLE, 100, 2, 20);
      await report(CANARY, 30, 1, 20);
      assert.equal((await sweep(21)).transitioned.abortedCanaries, 0);
      assert.equal((await record()).remotes.remote_shell.canary.version, CANARY);
    });

    test('the sweep deletes telemetry older than the retention (14 days) and keeps the rest', async () => {
      const OLD = '0.0.9-old';
      await report(OLD, 2, 1, -15 * 24 * 60);
      await report(OLD, 3, 0, -13 * 24 * 60);
      const before = await t.app.db.orm.select().from(telemetryMinutes).where(eq(telemetryMinutes.version, OLD));
      assert.equal(before.length, 2);
      await sweep(60);
      const kept = await t.app.db.orm.select().from(telemetryMinutes).where(eq(telemetryMinutes.version, OLD));
      assert.deepEqual(
        kept.map((row) => row.sessions),
        [3],
      );
    });

    test('two sweeps at once abort it once, with one notification', async () => {
      await report(CANARY, 20, 20, 40);
      const results = await Promise.all([sweep(41), sweep(41)]);
      assert.equal(
        results.reduce((sum, r) => sum + (r.transitioned.abortedCanaries ?? 0), 0),
        1,
      );
      assert.equal((await notifications()).length, 1);
      assert.equal((await record()).history.filter((h: { action: string }) => h.action === 'abort').length, 1);
    });
  });
}
