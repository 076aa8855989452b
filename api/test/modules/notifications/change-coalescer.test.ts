import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { coalesce } from '../../../src/modules/notifications/change-coalescer.ts';

describe('coalesce (at most one message per interval)', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  test('the first change goes at once; a burst within the interval becomes one trailing message', () => {
    const sent: number[] = [];
    const changes = coalesce(() => sent.push(Date.now()), 100);
    changes.push();
    assert.deepEqual(sent, [1_000_000]);
    for (let i = 0; i < 20; i++) {
      mock.timers.tick(4);
      changes.push();
    }
    assert.equal(sent.length, 1);
    mock.timers.tick(20);
    assert.deepEqual(sent, [1_000_000, 1_000_100]);
    mock.timers.tick(1_000);
    assert.equal(sent.length, 2, 'nothing more without new changes');
  });

  test('changes further apart than the interval each go at once', () => {
    let sent = 0;
    const changes = coalesce(() => sent++, 100);
    for (let i = 0; i < 3; i++) {
      changes.push();
      mock.timers.tick(150);
    }
    assert.equal(sent, 3);
  });

  test('cancel drops a pending trailing message', () => {
    let sent = 0;
    const changes = coalesce(() => sent++, 100);
    changes.push();
    changes.push();
    changes.cancel();
    mock.timers.tick(500);
    assert.equal(sent, 1);
  });
});
