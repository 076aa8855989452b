import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  followHeapAfterGc,
  memoryReport,
  type MemorySample,
  sampleMemory,
  slope,
} from '../../scripts/bench-mix-memory.ts';

// The test collects once itself, as the benchmarks never do.
setFlagsFromString('--expose-gc');

const MB = 1024 * 1024;

describe("bench:mix's memory figures", () => {
  test('the slope is least squares over the points, NaN when it cannot be told', () => {
    assert.equal(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
      2,
    );
    assert.equal(
      slope([
        [0, 4],
        [1, 4],
        [2, 4],
      ]),
      0,
    );
    assert.ok(Number.isNaN(slope([[0, 1]])));
    assert.ok(
      Number.isNaN(
        slope([
          [1, 1],
          [1, 2],
        ]),
      ),
    );
  });

  test('a report leaves the warm-up out and gives MB per minute', () => {
    const samples: MemorySample[] = [
      { seconds: 0, rss: 500 * MB, heapUsed: 400 * MB, heapAfterGc: 300 * MB }, // warm-up: not counted
      { seconds: 60, rss: 100 * MB, heapUsed: 50 * MB, heapAfterGc: undefined },
      { seconds: 120, rss: 102 * MB, heapUsed: 50 * MB, heapAfterGc: 40 * MB },
      { seconds: 180, rss: 104 * MB, heapUsed: 50 * MB, heapAfterGc: 40.5 * MB },
    ];
    assert.equal(
      memoryReport('site server', samples, 60),
      'site server memory after the 60 s warm-up (3 samples): RSS 100.0 -> 104.0 MB, slope 2.000 MB/min; ' +
        'JS heap 50.0 -> 50.0 MB, slope 0.000 MB/min; JS heap after each full collection 40.0 -> 40.5 MB, slope 0.500 MB/min',
    );
  });

  test('every source is sampled, an asynchronous one too, and reported by name', async () => {
    let rss = 10 * MB;
    const sampler = sampleMemory(
      [
        { name: 'API', read: () => ({ rss: (rss += MB), heapUsed: MB, heapAfterGc: undefined }) },
        { name: 'site server', read: async () => ({ rss: 20 * MB, heapUsed: 2 * MB, heapAfterGc: MB }) },
      ],
      0,
      5,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const lines = await sampler.stop();
    assert.equal(lines.length, 2);
    assert.match(lines[0]!, /^API memory after the 0 s warm-up \(\d+ samples\): RSS 11\.0 -> \d+\.0 MB/);
    assert.match(lines[1]!, /^site server memory .* RSS 20\.0 -> 20\.0 MB, slope 0\.000 MB\/min/);
    assert.ok(sampler.samples.get('API')!.length >= 3);
    assert.equal(sampler.samples.get('API')!.length, sampler.samples.get('site server')!.length);
  });

  test("a full collection's heap is followed as it is reported, without forcing one", async () => {
    const heap = followHeapAfterGc();
    try {
      assert.equal(heap.read().heapAfterGc, undefined);
      (runInNewContext('gc') as () => void)();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const reading = heap.read();
      assert.ok(reading.heapAfterGc! > 0 && reading.heapAfterGc! <= reading.rss);
    } finally {
      heap.stop();
    }
  });
});
