import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTaskLimiter } from '../../../src/modules/photos/task-limiter.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

test('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
  const limiter = createTaskLimiter(2);
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const runs = gates.map((gate, index) =>
    limiter.run(async () => {
      started.push(index);
      await gate.promise;
      return index;
    }),
  );
  const outcomes = Promise.allSettled(runs);
  await settle();
  assert.deepEqual(started, [0, 1]);
  assert.deepEqual([limiter.running, limiter.waiting], [2, 2]);

  gates[1]!.resolve();
  await settle();
  assert.deepEqual(started, [0, 1, 2]);

  gates[0]!.reject(new Error('decode failed'));
  await settle();
  assert.deepEqual(started, [0, 1, 2, 3], 'a failed task frees its turn too');
  gates[2]!.resolve();
  gates[3]!.resolve();
  const results = await outcomes;
  assert.deepEqual(
    results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message)),
    ['decode failed', 1, 2, 3],
  );
  assert.deepEqual([limiter.running, limiter.waiting], [0, 0]);
});

test('a task that throws before returning a promise rejects and frees its turn', async () => {
  const limiter = createTaskLimiter(1);
  await assert.rejects(
    limiter.run(() => {
      throw new Error('synchronous');
    }),
    /synchronous/,
  );
  assert.equal(await limiter.run(async () => 'next'), 'next');
});

test('refuses a concurrency below 1', () => {
  assert.throws(() => createTaskLimiter(0), RangeError);
});
