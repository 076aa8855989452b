import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError } from '../../../src/config-error.ts';
import { canaryVerdict } from '../../../src/modules/telemetry/canary-verdict.ts';
import { telemetrySettingsFrom } from '../../../src/modules/telemetry/telemetry-settings.ts';

describe('telemetry settings', () => {
  test('defaults: 30 reports a minute, 14 days, no registry watched, factor 2 over 15 minutes from 20 sessions, no ops recipients', () => {
    assert.deepEqual(telemetrySettingsFrom({}), {
      rateLimit: { max: 30, windowMs: 60_000 },
      retentionDays: 14,
      samplesPerMinute: 20,
      canary: { registryFile: undefined, windowMinutes: 15, minSessions: 20, factor: 2, baselineErrorRate: 0.01 },
      opsRecipients: [],
    });
  });

  test('reads the ops recipients and refuses what is not an address', () => {
    assert.deepEqual(
      telemetrySettingsFrom({ OPS_NOTIFY_EMAILS: ' ops@example.com ,oncall@example.com' }).opsRecipients,
      ['ops@example.com', 'oncall@example.com'],
    );
    assert.throws(() => telemetrySettingsFrom({ OPS_NOTIFY_EMAILS: 'ops' }), ConfigError);
  });

  test('refuses a factor below 1, a fractional sample and a zero window', () => {
    assert.throws(
      () => telemetrySettingsFrom({ CANARY_ERROR_FACTOR: '0.5' }),
      /CANARY_ERROR_FACTOR must be a number of at least 1/,
    );
    assert.throws(() => telemetrySettingsFrom({ CANARY_MIN_SESSIONS: '2.5' }), /an integer/);
    assert.throws(() => telemetrySettingsFrom({ CANARY_WINDOW_MINUTES: '0' }), /at least 1/);
  });
});

describe('canary verdict', () => {
  const settings = { minSessions: 20, factor: 2, baselineErrorRate: 0.01 };

  test('no verdict below the minimum sample, however bad', () => {
    const verdict = canaryVerdict({ sessions: 19, errors: 19 }, { sessions: 1000, errors: 0 }, settings);
    assert.equal(verdict.abort, false);
    assert.match(verdict.reason, /19 canary sessions, fewer than the 20/);
  });

  test("aborts above the factor times stable's rate, and not at or below it", () => {
    assert.equal(canaryVerdict({ sessions: 100, errors: 11 }, { sessions: 1000, errors: 50 }, settings).abort, true);
    assert.equal(canaryVerdict({ sessions: 100, errors: 10 }, { sessions: 1000, errors: 50 }, settings).abort, false);
  });

  test('a clean stable is taken as the baseline rate, so one error in a big canary is no verdict', () => {
    assert.equal(canaryVerdict({ sessions: 100, errors: 1 }, { sessions: 1000, errors: 0 }, settings).abort, false);
    assert.equal(canaryVerdict({ sessions: 100, errors: 3 }, { sessions: 0, errors: 0 }, settings).abort, true);
  });
});
