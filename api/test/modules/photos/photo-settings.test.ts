import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../../../src/config.ts';

const DEVELOPMENT = { NODE_ENV: 'test' };

test('photos default to api/.data/photos, two image operations at once and eight photos in flight', () => {
  assert.deepEqual(loadConfig(DEVELOPMENT).photos, {
    storageDir: fileURLToPath(new URL('../../../.data/photos', import.meta.url)),
    processingConcurrency: 2,
    maxInFlight: 8,
    store: { kind: 'folder' },
  });
});

test('each photo setting can be changed', () => {
  const env = {
    ...DEVELOPMENT,
    PHOTO_STORAGE_DIR: '/srv/photos',
    PHOTO_PROCESSING_CONCURRENCY: '1',
    PHOTO_PROCESSING_MAX: '20',
  };
  assert.deepEqual(loadConfig(env).photos, {
    storageDir: '/srv/photos',
    processingConcurrency: 1,
    maxInFlight: 20,
    store: { kind: 'folder' },
  });
});

test('a concurrency or queue of 0, or not a number, refuses to start with the setting named', () => {
  for (const [key, value] of [
    ['PHOTO_PROCESSING_CONCURRENCY', '0'],
    ['PHOTO_PROCESSING_MAX', '0'],
    ['PHOTO_PROCESSING_CONCURRENCY', 'two'],
  ] as const) {
    assert.throws(
      () => loadConfig({ ...DEVELOPMENT, [key]: value }),
      (error) => error instanceof ConfigError && error.message.startsWith(key),
    );
  }
});
