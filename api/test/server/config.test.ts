import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { APPS } from 'tooling/apps';
import { stackEnv } from 'tooling/stack';
import { ConfigError, loadConfig } from '../../src/config.ts';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SCRATCH = mkdtempSync(join(tmpdir(), 'api-config-'));
const CREDENTIALS = join(SCRATCH, 'service-account.json');
writeFileSync(CREDENTIALS, JSON.stringify({ type: 'service_account', project_id: 'kids-events-prod' }));
const NOT_JSON = join(SCRATCH, 'not-json.txt');
writeFileSync(NOT_JSON, 'hello');
const STRONG_TOKEN = 'q7Vd2LmX9pR4sT8wYb3NcF6hJk1ZgE5u';

/** Everything production needs; each test takes one thing away or changes it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'kids-events-prod',
  GOOGLE_APPLICATION_CREDENTIALS: CREDENTIALS,
  INTERNAL_SERVICE_TOKEN: STRONG_TOKEN,
  SITE_ORIGIN: 'https://kidsevents.example',
};

function refuses(env: Record<string, string | undefined>, message: RegExp): void {
  assert.throws(
    () => loadConfig(env),
    (error) => error instanceof ConfigError && message.test(error.message),
  );
}

function run(script: string, env: Record<string, string | undefined>) {
  const { NODE_ENV: _inherited, ...parent } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: { ...parent, PORT: '0', PGLITE_DIR: 'memory://', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('configuration safety', () => {
  test('production with real credentials and a strong service token loads, without the emulator', () => {
    const config = loadConfig(PRODUCTION);
    assert.equal(config.firebase.authEmulatorHost, undefined);
    assert.equal(config.firebase.projectId, 'kids-events-prod');
    assert.equal(config.internalServiceToken, STRONG_TOKEN);
    assert.equal(config.trustProxy, false);
  });

  test('NODE_ENV missing gets production rules: no emulator default, no development token', () => {
    refuses({}, /Refusing to start: FIREBASE_PROJECT_ID must be set.*NODE_ENV is not set, so production rules apply/);
    refuses(
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST is set \(NODE_ENV is not set/,
    );
    const { NODE_ENV: _omitted, ...withoutNodeEnv } = PRODUCTION;
    assert.equal(loadConfig(withoutNodeEnv).nodeEnv, 'production');
  });

  test('any NODE_ENV other than development or test gets production rules', () => {
    for (const nodeEnv of ['staging', 'prod', 'Development', 'production']) {
      refuses(
        { ...PRODUCTION, NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
        new RegExp(`FIREBASE_AUTH_EMULATOR_HOST is set \\(NODE_ENV=${nodeEnv}`),
      );
    }
  });

  test('production needs the project id and an existing Google credentials file', () => {
    refuses({ ...PRODUCTION, FIREBASE_PROJECT_ID: '' }, /FIREBASE_PROJECT_ID must be set/);
    refuses(
      { ...PRODUCTION, GOOGLE_APPLICATION_CREDENTIALS: undefined },
      /GOOGLE_APPLICATION_CREDENTIALS must name the Google credentials file/,
    );
    refuses(
      { ...PRODUCTION, GOOGLE_APPLICATION_CREDENTIALS: join(SCRATCH, 'missing.json') },
      /GOOGLE_APPLICATION_CREDENTIALS names ".*missing\.json", which does not exist/,
    );
    refuses({ ...PRODUCTION, GOOGLE_APPLICATION_CREDENTIALS: NOT_JSON }, /not a readable JSON credentials file/);
  });

  test('production needs a service token of at least 32 random characters', () => {
    refuses({ ...PRODUCTION, INTERNAL_SERVICE_TOKEN: undefined }, /INTERNAL_SERVICE_TOKEN must be set/);
    refuses({ ...PRODUCTION, INTERNAL_SERVICE_TOKEN: 'dev-internal-token' }, /must not be the development default/);
    refuses(
      { ...PRODUCTION, INTERNAL_SERVICE_TOKEN: 's3cret' },
      /INTERNAL_SERVICE_TOKEN must be at least 32 random characters/,
    );
    refuses({ ...PRODUCTION, INTERNAL_SERVICE_TOKEN: 'ab'.repeat(20) }, /at least 16 different ones/);
  });

  test('development and test, named explicitly, default to the emulator and the development token', () => {
    for (const nodeEnv of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV: nodeEnv });
      assert.equal(config.firebase.authEmulatorHost, '127.0.0.1:9099');
      assert.equal(config.firebase.projectId, 'demo-kids-events');
      assert.equal(config.internalServiceToken, 'dev-internal-token');
      assert.equal(config.port, 4000);
      assert.equal(config.corsOrigins.length, 10);
    }
  });

  test("CORS: development and test default to the local site on every app's port; production allows no other origin unless CORS_ORIGINS says so", () => {
    const local = ['localhost', '127.0.0.1'].flatMap((host) => APPS.map((app) => `http://${host}:${app.port}`));
    for (const nodeEnv of ['development', 'test'])
      assert.deepEqual(loadConfig({ NODE_ENV: nodeEnv }).corsOrigins, local);
    assert.deepEqual(loadConfig(PRODUCTION).corsOrigins, []);
    assert.deepEqual(loadConfig({ ...PRODUCTION, CORS_ORIGINS: 'https://kidsevents.example' }).corsOrigins, [
      'https://kidsevents.example',
    ]);
  });

  test('TRUST_PROXY is a list of proxy addresses and CIDRs; "true" only in development or test', () => {
    assert.deepEqual(loadConfig({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1, ::1,10.0.1.0/24' }).trustProxy, [
      '127.0.0.1',
      '::1',
      '10.0.1.0/24',
    ]);
    assert.equal(loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy, true);
    refuses({ ...PRODUCTION, TRUST_PROXY: 'true' }, /TRUST_PROXY=true would believe any caller's X-Forwarded-For/);
    refuses(
      { ...PRODUCTION, TRUST_PROXY: '127.0.0.1,proxy.internal' },
      /TRUST_PROXY must be false or a comma-separated list.*"proxy\.internal" is not one/,
    );
    refuses({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/33' }, /"10\.0\.0\.0\/33" is not one/);
    refuses({ ...PRODUCTION, TRUST_PROXY: '2' }, /not a hop count/);
  });

  test("the local stack (npm start, e2e) starts the API in development mode, trusting only the site's loopback forwarder", () => {
    const config = loadConfig(stackEnv(4000) as Record<string, string | undefined>);
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.firebase.authEmulatorHost, '127.0.0.1:9099');
    assert.deepEqual(config.trustProxy, ['127.0.0.1', '::1']);
  });

  test('DEVELOPMENT_FEATURES=on, the test clock and test routes: off by default, refused under production rules', () => {
    for (const nodeEnv of ['development', 'test']) {
      assert.equal(loadConfig({ NODE_ENV: nodeEnv }).developmentFeatures, false, nodeEnv);
      assert.equal(loadConfig({ NODE_ENV: nodeEnv, DEVELOPMENT_FEATURES: 'on' }).developmentFeatures, true, nodeEnv);
    }
    assert.equal(loadConfig({ ...PRODUCTION, DEVELOPMENT_FEATURES: 'off' }).developmentFeatures, false);
    refuses(
      { ...PRODUCTION, DEVELOPMENT_FEATURES: 'on' },
      /Refusing to start: DEVELOPMENT_FEATURES=on .* under production rules \(NODE_ENV=production\)/,
    );
    const { NODE_ENV: _omitted, ...withoutNodeEnv } = PRODUCTION;
    refuses({ ...withoutNodeEnv, DEVELOPMENT_FEATURES: 'on' }, /DEVELOPMENT_FEATURES=on .*NODE_ENV is not set/);
    refuses({ NODE_ENV: 'test', DEVELOPMENT_FEATURES: 'yes' }, /DEVELOPMENT_FEATURES must be "on" or "off"/);
    assert.equal(loadConfig(stackEnv(4000) as Record<string, string | undefined>).developmentFeatures, true);
  });

  test('the server process refuses to start with DEVELOPMENT_FEATURES=on and NODE_ENV=production', () => {
    const result = run('src/server.ts', { ...PRODUCTION, DEVELOPMENT_FEATURES: 'on' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Refusing to start: DEVELOPMENT_FEATURES=on/);
  });

  test("SITE_ORIGIN, the origin of every page head's canonical URL: production needs it, development reads the request's", () => {
    assert.equal(loadConfig(PRODUCTION).siteOrigin, 'https://kidsevents.example');
    refuses({ ...PRODUCTION, SITE_ORIGIN: undefined }, /SITE_ORIGIN must be set to the origin the site is served from/);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).siteOrigin, undefined);
    assert.equal(
      loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: ' http://localhost:3000 ' }).siteOrigin,
      'http://localhost:3000',
    );
    for (const value of [
      'https://kidsevents.example/',
      'https://kidsevents.example/home',
      'kidsevents.example',
      'ftp://a.example',
    ]) {
      refuses({ ...PRODUCTION, SITE_ORIGIN: value }, /SITE_ORIGIN must be a bare http\(s\) origin/);
    }
  });

  test('rejects malformed settings instead of guessing', () => {
    refuses({ NODE_ENV: 'test', PORT: 'eighty' }, /PORT must be a non-negative integer/);
    refuses({ NODE_ENV: 'test', CORS_ORIGINS: 'https://site.example/path' }, /not a bare origin/);
    assert.deepEqual(
      loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins,
      ['https://a.example', 'https://b.example'],
    );
  });

  test('the server process exits with an error instead of starting with emulator tokens in production', () => {
    const result = run('src/server.ts', { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set \(NODE_ENV=production/);
  });

  test('the server process started without NODE_ENV refuses to start on development defaults', () => {
    const result = run('src/server.ts', {});
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Refusing to start: FIREBASE_PROJECT_ID must be set .*NODE_ENV is not set/);
  });

  test('the demo seed refuses to run unless NODE_ENV says development or test', () => {
    for (const nodeEnv of [undefined, 'production', 'staging']) {
      const result = run('scripts/seed-demo.ts', { NODE_ENV: nodeEnv, API_URL: 'http://127.0.0.1:9' });
      assert.equal(result.status, 1);
      assert.match(result.stderr, /Refusing to seed demo accounts: NODE_ENV must be development or test/);
    }
  });
});
