import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, test } from 'node:test';
import { jitteredDelay, startSweepLoop } from '../../../src/modules/timed/sweep-loop.ts';

/** Errors a loop reported where none was expected; checked after each test. */
const unexpected: unknown[] = [];

describe('the sweep loop', () => {
  afterEach(() => assert.deepEqual(unexpected.splice(0), []));

  test('waits between three and five quarters of the interval', () => {
    assert.equal(jitteredDelay(60_000, 0), 45_000);
    assert.equal(jitteredDelay(60_000, 0.5), 60_000);
    assert.equal(jitteredDelay(60_000, 0.999_999), 75_000);
  });

  test('sweeps every interval, one sweep at a time, and carries on after a failed one', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const errors: unknown[] = [];
    const loop = startSweepLoop({
      intervalMs: 5,
      random: () => 0.5,
      onError: (error) => errors.push(error),
      run: async () => {
        runs += 1;
        running += 1;
        overlapped ||= running > 1;
        await sleep(15); // longer than the interval: the next waits for this one
        running -= 1;
        if (runs === 2) throw new Error('database unavailable');
      },
    });
    while (runs < 4) await sleep(5);
    await loop.stop();
    assert.equal(overlapped, false);
    assert.equal(errors.length, 1);
    assert.equal((errors[0] as Error).message, 'database unavailable');
  });

  test('stop waits for the sweep in flight and no sweep starts after it', async () => {
    let started = 0;
    let finished = 0;
    let release!: () => void;
    const loop = startSweepLoop({
      intervalMs: 1,
      random: () => 0,
      onError: (error) => unexpected.push(error),
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
      },
    });
    while (started === 0) await sleep(1);
    const stopping = loop.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await sleep(10);
    assert.equal(stopped, false, 'stop resolves only once the sweep in flight ends');
    release();
    await stopping;
    assert.equal(finished, 1);
    await sleep(10);
    assert.equal(started, 1);
  });

  test('stopped before its first sweep, it never sweeps', async () => {
    let runs = 0;
    const loop = startSweepLoop({
      intervalMs: 5,
      onError: (error) => unexpected.push(error),
      run: async () => void (runs += 1),
    });
    await loop.stop();
    await sleep(20);
    assert.equal(runs, 0);
  });
});
