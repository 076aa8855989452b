import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  budgetFailures,
  isWrite,
  MIX,
  mixFor,
  type MixCall,
  pickCall,
  READS,
  thinkTime,
} from '../../scripts/bench-mix-plan.ts';
import type { LatencyStats } from '../../scripts/bench-support.ts';

/** Every read of the mix measured at `ms`, with no errors. */
const allReadsAt = (ms: number) =>
  new Map<MixCall, LatencyStats>(READS.map((call) => [call, { latencies: [ms, ms, ms], errors: 0 }]));

describe("bench:mix's plan", () => {
  test('a roll lands on each call in proportion to its weight', () => {
    const weights = { 'search: words': 1, 'a quote': 3 } as const;
    assert.equal(pickCall(weights, 0), 'search: words');
    assert.equal(pickCall(weights, 0.249), 'search: words');
    assert.equal(pickCall(weights, 0.25), 'a quote');
    assert.equal(pickCall(weights, 0.999), 'a quote');
    const counts = { 'search: words': 0, 'a quote': 0 };
    for (let i = 0; i < 1_000; i++) counts[pickCall(weights, i / 1_000) as keyof typeof counts]++;
    assert.deepEqual(counts, { 'search: words': 250, 'a quote': 750 });
  });

  test('a call the user cannot make now is never picked, and the others share its weight', () => {
    const weights = { 'send a quote': 5, 'unread count': 5 } as const;
    const noRequests = (call: MixCall) => call !== 'send a quote';
    for (const roll of [0, 0.3, 0.6, 0.99]) assert.equal(pickCall(weights, roll, noRequests), 'unread count');
  });

  test('nothing to pick, or a roll outside [0, 1), is an error that says so', () => {
    assert.throws(() => pickCall({ 'mark read': 2 }, 0.5, () => false), /No call of the mix is available/);
    assert.throws(() => pickCall({ 'a quote': 0 }, 0.5), /No call of the mix is available/);
    assert.throws(() => pickCall(MIX.organizer, 1), /roll must be in \[0, 1\), not 1/);
    assert.throws(() => pickCall(MIX.organizer, Number.NaN), /roll must be in \[0, 1\)/);
  });

  test('both roles write about one call in ten, and only the writes are writes', () => {
    for (const weights of Object.values(MIX)) {
      const entries = Object.entries(weights) as Array<[MixCall, number]>;
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      const writes = entries.filter(([call]) => isWrite(call)).reduce((sum, [, weight]) => sum + weight, 0);
      assert.ok(writes / total > 0.05 && writes / total < 0.15, `writes are ${writes} of ${total}`);
    }
    assert.equal(isWrite('mark read'), true);
    assert.equal(isWrite('notifications'), false);
  });

  test('think time spreads from half to one and a half times the mean', () => {
    assert.equal(thinkTime(1_000, 0), 500);
    assert.equal(thinkTime(1_000, 0.5), 1_000);
    assert.equal(thinkTime(1_000, 0.999), 1_499);
  });

  test('reads within the budget and no errors pass', () => {
    assert.deepEqual(budgetFailures(allReadsAt(40), 100), []);
  });

  test('a read whose p95 is over the budget fails, naming it and its p95; a slow write does not', () => {
    const stats = allReadsAt(40);
    stats.set('a quote', { latencies: [...Array(18).fill(20), 150, 160], errors: 0 });
    stats.set('send a message', { latencies: [900, 950], errors: 0 });
    assert.deepEqual(budgetFailures(stats, 100), ['a quote: p95 150.0 ms, over the 100 ms budget']);
  });

  test('any error fails the run, a write’s as much as a read’s', () => {
    const stats = allReadsAt(40);
    stats.set('request a quote', { latencies: [30], errors: 1 });
    stats.set('unread count', { latencies: [10, 10], errors: 2 });
    assert.deepEqual(budgetFailures(stats, 100), ['unread count: 2 errors', 'request a quote: 1 error']);
  });

  test('a read of the mix that was never measured fails rather than passing unseen', () => {
    const stats = allReadsAt(40);
    stats.delete('event page');
    stats.set('find events', { latencies: [], errors: 0 });
    assert.deepEqual(budgetFailures(stats, 100), ['event page: never measured', 'find events: never measured']);
  });

  test('pages are part of the mix only through the site server, and then unmeasured pages fail', () => {
    const stats = allReadsAt(40);
    stats.delete('page: business');
    stats.delete('page: results');
    assert.deepEqual(budgetFailures(stats, 100), []);
    assert.deepEqual(budgetFailures(stats, 100, mixFor(true)), [
      'page: business: never measured',
      'page: results: never measured',
    ]);
    assert.equal(mixFor(false), MIX);
    assert.equal(mixFor(true).organizer['page: business'], 6);
    assert.equal(mixFor(true).provider['quotes list'], MIX.provider['quotes list']);
  });
});
