/** The rounding rule of docs/billing.md: per booking, half up, integer pence. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { feeBasisPointsFrom } from '../../../src/modules/billing/fee-setting.ts';
import { lineAmounts, reversed, shareHalfUp, sumOf } from '../../../src/modules/billing/money.ts';

describe('billing money', () => {
  test('a share of pence rounds half up to the penny', () => {
    assert.equal(shareHalfUp(25, 1000), 3); // 2.5p → 3p
    assert.equal(shareHalfUp(24, 1000), 2); // 2.4p → 2p
    assert.equal(shareHalfUp(35, 1000), 4); // 3.5p → 4p
    assert.equal(shareHalfUp(13, 2000), 3); // 2.6p → 3p
    assert.equal(shareHalfUp(12, 2000), 2); // 2.4p → 2p
    assert.equal(shareHalfUp(0, 1000), 0);
    assert.throws(() => shareHalfUp(-5, 1000), RangeError);
    assert.throws(() => shareHalfUp(1.5, 1000), RangeError);
  });

  test('a booking: fee, VAT on the fee, and what is due add back to the total', () => {
    assert.deepEqual(lineAmounts(24_000, 1000), {
      totalPence: 24_000,
      feePence: 2_400,
      vatPence: 480,
      duePence: 21_120,
    });
    // £1.25 at 10 %: fee 12.5p → 13p, VAT 2.6p → 3p, due 109p.
    assert.deepEqual(lineAmounts(125, 1000), { totalPence: 125, feePence: 13, vatPence: 3, duePence: 109 });
    // 12.5 %: £19.99 → fee 249.875p → 250p, VAT 50p.
    assert.deepEqual(lineAmounts(1_999, 1250), { totalPence: 1_999, feePence: 250, vatPence: 50, duePence: 1_699 });
    assert.deepEqual(lineAmounts(10_000_000, 10_000), {
      totalPence: 10_000_000,
      feePence: 10_000_000,
      vatPence: 2_000_000,
      duePence: -2_000_000,
    });
  });

  test('rounding is per booking: two bookings of 2.5p fee each bill 6p, not round(5p)', () => {
    const lines = [lineAmounts(25, 1000), lineAmounts(25, 1000)];
    assert.equal(sumOf(lines).feePence, 6);
    assert.deepEqual(sumOf([...lines, ...lines.map(reversed)]), {
      totalPence: 0,
      feePence: 0,
      vatPence: 0,
      duePence: 0,
    });
  });

  test('PLATFORM_FEE_PERCENT: default 10, up to two decimals, never above 100', () => {
    assert.equal(feeBasisPointsFrom(undefined), 1000);
    assert.equal(feeBasisPointsFrom(''), 1000);
    assert.equal(feeBasisPointsFrom('12.5'), 1250);
    assert.equal(feeBasisPointsFrom('0'), 0);
    assert.equal(feeBasisPointsFrom('100'), 10_000);
    assert.throws(() => feeBasisPointsFrom('100.01'), /at most 100/);
    assert.throws(() => feeBasisPointsFrom('ten'), /PLATFORM_FEE_PERCENT/);
    assert.throws(() => feeBasisPointsFrom('-1'), /PLATFORM_FEE_PERCENT/);
    assert.throws(() => feeBasisPointsFrom('1.234'), /PLATFORM_FEE_PERCENT/);
  });
});
