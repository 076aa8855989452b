import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig as loadAppConfig } from '../../../../src/config.ts';

const loadConfig = (env: Record<string, string>) => loadAppConfig({ NODE_ENV: 'test', ...env });

describe('notification stream settings', () => {
  test('defaults: 5 streams per user, 1000 per instance, a heartbeat every 15 s', () => {
    assert.deepEqual(loadConfig({}).stream, { maxPerUser: 5, maxTotal: 1_000, heartbeatMs: 15_000 });
    assert.deepEqual(
      loadConfig({ STREAM_MAX_PER_USER: '2', STREAM_MAX_TOTAL: '50', STREAM_HEARTBEAT_MS: '5000' }).stream,
      { maxPerUser: 2, maxTotal: 50, heartbeatMs: 5_000 },
    );
  });

  test('a value that is not a whole number of at least 1 is refused, naming the setting', () => {
    assert.throws(() => loadConfig({ STREAM_MAX_PER_USER: '0' }), /STREAM_MAX_PER_USER must be at least 1, got "0"/);
    assert.throws(() => loadConfig({ STREAM_MAX_TOTAL: '-3' }), /STREAM_MAX_TOTAL must be a non-negative integer/);
    assert.throws(
      () => loadConfig({ STREAM_HEARTBEAT_MS: '15s' }),
      /STREAM_HEARTBEAT_MS must be a non-negative integer/,
    );
  });
});
