import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createStreamSlots, TooManyStreamsError } from '../../../src/modules/notifications/stream-slots.ts';

describe('stream slots', () => {
  test('per user (any letter case) and in total; a release given twice frees one slot', () => {
    const slots = createStreamSlots({ maxPerUser: 2, maxTotal: 3 });
    const first = slots.acquire('a@example.com');
    slots.acquire('A@example.com');
    assert.throws(
      () => slots.acquire('a@EXAMPLE.com'),
      (error) =>
        error instanceof TooManyStreamsError && error.statusCode === 429 && /for your account/.test(error.message),
    );
    slots.acquire('b@example.com');
    assert.throws(() => slots.acquire('c@example.com'), /open right now/);
    assert.equal(slots.open, 3);
    first();
    first();
    assert.equal(slots.open, 2);
    slots.acquire('c@example.com');
    assert.throws(() => slots.acquire('a@example.com'), TooManyStreamsError);
  });
});
