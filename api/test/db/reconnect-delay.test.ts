import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { reconnectDelay } from '../../src/db/reconnect-delay.ts';

describe('reconnect back-off', () => {
  const options = { baseMs: 250, maxMs: 30_000 };

  test('the ceiling doubles per attempt up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 6, 7, 8, 50].map((attempt) => reconnectDelay(attempt, options, () => 0.999_999_9));
    assert.deepEqual(ceilings, [249, 499, 999, 1_999, 15_999, 29_999, 29_999, 29_999]);
  });

  test('full jitter: anywhere from 0 up to the ceiling', () => {
    assert.equal(
      reconnectDelay(5, options, () => 0),
      0,
    );
    assert.equal(
      reconnectDelay(5, options, () => 0.5),
      4_000,
    );
  });
});
