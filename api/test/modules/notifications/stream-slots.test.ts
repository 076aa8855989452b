import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createStreamSlots, TooManyStreamsError } from '../../../src/modules/notifications/stream-slots.ts';

describe('stream slots', () => {
  test('per account and in total; a release given twice frees one slot', () => {
    const slots = createStreamSlots({ maxPerUser: 2, maxTotal: 3 });
    const first = slots.acquire('uid-a');
    slots.acquire('uid-a');
    assert.throws(
      () => slots.acquire('uid-a'),
      (error) =>
        error instanceof TooManyStreamsError && error.statusCode === 429 && /for your account/.test(error.message),
    );
    slots.acquire('uid-b');
    assert.throws(() => slots.acquire('uid-c'), /open right now/);
    assert.equal(slots.open, 3);
    first();
    first();
    assert.equal(slots.open, 2);
    slots.acquire('uid-c');
    assert.throws(() => slots.acquire('uid-a'), TooManyStreamsError);
  });
});
