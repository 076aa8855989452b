import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/config.ts';

describe('timed transition settings', () => {
  test('instances sweep every 60 s by default; under test only when asked, so tests choose the moment', () => {
    assert.deepEqual(loadConfig({ NODE_ENV: 'development' }).timed, { intervalMs: 60_000, batchSize: 20 });
    assert.deepEqual(loadConfig({ NODE_ENV: 'test' }).timed, { intervalMs: 0, batchSize: 20 });
    assert.deepEqual(loadConfig({ NODE_ENV: 'test', TIMED_INTERVAL_MS: '5000', TIMED_BATCH_SIZE: '5' }).timed, {
      intervalMs: 5_000,
      batchSize: 5,
    });
    assert.equal(loadConfig({ NODE_ENV: 'development', TIMED_INTERVAL_MS: '0' }).timed.intervalMs, 0);
  });

  test('refuses settings it cannot use', () => {
    for (const [key, value] of [
      ['TIMED_INTERVAL_MS', '-1'],
      ['TIMED_INTERVAL_MS', 'a minute'],
      ['TIMED_BATCH_SIZE', '0'],
    ]) {
      assert.throws(
        () => loadConfig({ NODE_ENV: 'test', [key!]: value }),
        (error) => error instanceof ConfigError && error.message.startsWith(key!),
      );
    }
  });
});
