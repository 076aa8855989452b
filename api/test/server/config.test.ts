import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, test } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.ts'

const API_DIR = fileURLToPath(new URL('../../', import.meta.url))

describe('configuration safety', () => {
  test('emulator mode refuses to load with NODE_ENV=production', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', INTERNAL_SERVICE_TOKEN: 's3cret' }),
      (error) => error instanceof ConfigError && /FIREBASE_AUTH_EMULATOR_HOST/.test(error.message)
    )
  })

  test('production needs a real internal service token', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /INTERNAL_SERVICE_TOKEN must be set/)
    assert.throws(() => loadConfig({ NODE_ENV: 'production', INTERNAL_SERVICE_TOKEN: 'dev-internal-token' }), /development default/)
  })

  test('production without the emulator verifies real tokens; development defaults to the emulator', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production', INTERNAL_SERVICE_TOKEN: 's3cret' }).firebase.authEmulatorHost, undefined)
    const dev = loadConfig({})
    assert.equal(dev.firebase.authEmulatorHost, '127.0.0.1:9099')
    assert.equal(dev.firebase.projectId, 'demo-kids-events')
    assert.equal(dev.internalServiceToken, 'dev-internal-token')
    assert.equal(dev.port, 4000)
    assert.equal(dev.corsOrigins.length, 10)
  })

  test('rejects malformed settings instead of guessing', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a non-negative integer/)
    assert.throws(() => loadConfig({ CORS_ORIGINS: 'https://site.example/path' }), /not a bare origin/)
    assert.deepEqual(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins, ['https://a.example', 'https://b.example'])
  })

  test('the server process exits with an error instead of starting in production emulator mode', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', INTERNAL_SERVICE_TOKEN: 's3cret', PORT: '0', PGLITE_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000
    })
    assert.equal(result.status, 1)
    assert.match(result.stderr, /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/)
  })
})
