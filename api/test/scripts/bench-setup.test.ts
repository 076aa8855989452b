import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inParallel, numberSetting, throwawaySchema } from '../../scripts/bench-setup.ts';

describe("the benchmarks' set-up", () => {
  test('a numeric setting is read from the environment, and falls back when unset or blank', () => {
    assert.equal(numberSetting({ BENCH_X: '60' }, 'BENCH_X', 5), 60);
    assert.equal(numberSetting({ BENCH_X: '0.5' }, 'BENCH_X', 5, 0), 0.5);
    assert.equal(numberSetting({}, 'BENCH_X', 5), 5);
    assert.equal(numberSetting({ BENCH_X: ' ' }, 'BENCH_X', 5), 5);
  });

  test('a setting that is not a number, or below its least value, is refused by name', () => {
    assert.throws(
      () => numberSetting({ BENCH_X: 'sixty' }, 'BENCH_X', 5),
      /BENCH_X must be a number of at least 1, not "sixty"\./,
    );
    assert.throws(
      () => numberSetting({ BENCH_X: '0' }, 'BENCH_X', 5),
      /BENCH_X must be a number of at least 1, not "0"\./,
    );
    assert.throws(() => numberSetting({ BENCH_X: '-1' }, 'BENCH_X', 5, 0), /at least 0/);
  });

  test('a throwaway schema name is a plain identifier of its own for each run', () => {
    const first = throwawaySchema('bench_mix');
    assert.match(first, /^bench_mix_[0-9a-f]{12}$/);
    assert.notEqual(throwawaySchema('bench_mix'), first);
  });

  test('parallel work keeps the items’ order and never runs more than its width at once', async () => {
    let running = 0;
    let most = 0;
    const results = await inParallel([5, 1, 4, 2, 3], 2, async (delay, index) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    assert.deepEqual(results, ['0:5', '1:1', '2:4', '3:2', '4:3']);
    assert.equal(most, 2);
  });
});
