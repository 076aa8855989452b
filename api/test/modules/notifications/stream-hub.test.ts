import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import {
  CHANGED_MESSAGE,
  createStreamHub,
  PING,
  type StreamSink,
} from '../../../src/modules/notifications/stream-hub.ts';

const START = 1_000_000;

/** What the hub wrote to one stream, with the time of each write. */
function sink(): StreamSink & { writes: Array<[number, string]>; ended: string | undefined; destroyed: boolean } {
  const record = {
    writes: [] as Array<[number, string]>,
    ended: undefined as string | undefined,
    destroyed: false,
    write(chunk: string) {
      record.writes.push([Date.now(), chunk]);
    },
    end(chunk: string, done: () => void) {
      record.ended = chunk;
      done();
    },
    destroy() {
      record.destroyed = true;
    },
  };
  return record;
}

const changes = (s: ReturnType<typeof sink>) =>
  s.writes.filter(([, text]) => text === CHANGED_MESSAGE).map(([at]) => at);
const pings = (s: ReturnType<typeof sink>) => s.writes.filter(([, text]) => text === PING).map(([at]) => at);

describe('the stream hub', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: START }));
  afterEach(() => mock.timers.reset());

  test('the first change goes at once; a burst within the interval becomes one trailing message', () => {
    const hub = createStreamHub({ heartbeatMs: 60_000, coalesceMs: 100 });
    const s = sink();
    const stream = hub.add(s, START + 3_600_000, () => {});
    hub.changed(stream);
    assert.deepEqual(changes(s), [START]);
    for (let i = 0; i < 20; i++) {
      mock.timers.tick(4);
      hub.changed(stream);
    }
    assert.equal(changes(s).length, 1);
    mock.timers.tick(20);
    assert.deepEqual(changes(s), [START, START + 100]);
    mock.timers.tick(1_000);
    assert.equal(changes(s).length, 2, 'nothing more without new changes');
  });

  test('changes further apart than the interval each go at once; an ended stream gets no pending message', () => {
    const hub = createStreamHub({ heartbeatMs: 60_000, coalesceMs: 100 });
    const s = sink();
    const stream = hub.add(s, START + 3_600_000, () => {});
    for (let i = 0; i < 3; i++) {
      hub.changed(stream);
      mock.timers.tick(150);
    }
    assert.equal(changes(s).length, 3);
    hub.changed(stream);
    hub.changed(stream);
    hub.drop(stream);
    mock.timers.tick(500);
    assert.equal(changes(s).length, 4);
  });

  test('silence never lasts longer than the heartbeat, and a stream that was written to is not pinged', () => {
    const hub = createStreamHub({ heartbeatMs: 1_000, coalesceMs: 100 });
    const quiet = sink();
    const busy = sink();
    hub.add(quiet, START + 3_600_000, () => {});
    const busyStream = hub.add(busy, START + 3_600_000, () => {});
    for (let t = 0; t < 10_000; t += 250) {
      mock.timers.tick(250);
      hub.changed(busyStream);
    }
    const times = [START, ...pings(quiet)];
    assert.ok(times.length >= 10, `only ${times.length - 1} pings in 10 s`);
    for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! <= 1_000);
    assert.deepEqual(pings(busy), []);
  });

  test('each stream ends with event: expired at its own expiry, is cleaned up once, and the others stay', () => {
    const hub = createStreamHub({ heartbeatMs: 60_000, coalesceMs: 100 });
    const cleaned: string[] = [];
    const late = sink();
    const early = sink();
    hub.add(late, START + 5_000, () => cleaned.push('late'));
    const earlyStream = hub.add(early, START + 2_000, () => cleaned.push('early'));
    mock.timers.tick(1_999);
    assert.equal(early.ended, undefined);
    mock.timers.tick(1);
    assert.equal(early.ended, 'event: expired\ndata: {}\n\n');
    assert.ok(early.destroyed);
    assert.equal(late.ended, undefined);
    hub.drop(earlyStream);
    assert.deepEqual(cleaned, ['early']);
    mock.timers.tick(3_000);
    assert.equal(late.ended, 'event: expired\ndata: {}\n\n');
    assert.deepEqual(cleaned, ['early', 'late']);
    assert.equal(hub.size, 0);
  });

  test('endAll tells every stream to reconnect', () => {
    const hub = createStreamHub({ heartbeatMs: 60_000, coalesceMs: 100 });
    const sinks = [sink(), sink(), sink()];
    for (const s of sinks) hub.add(s, START + 3_600_000, () => {});
    hub.endAll('reconnect');
    assert.deepEqual(
      sinks.map((s) => s.ended),
      sinks.map(() => 'event: reconnect\ndata: {}\n\n'),
    );
    assert.equal(hub.size, 0);
  });
});
