/**
 * The platform's cut of one booking, in integer pence. The rule (docs/billing.md):
 * fee = the booking's total × the fee rate, rounded to the penny half up; VAT = the fee × 20 %,
 * rounded half up; due to the business = total − fee − VAT. Each booking is rounded on its own and
 * a statement's figures are the sums of its lines, so a download always adds up to the screen.
 */

/** UK VAT on the platform's fee, in basis points (20 %). */
export const VAT_BASIS_POINTS = 2000;

export interface LineAmounts {
  totalPence: number;
  feePence: number;
  vatPence: number;
  duePence: number;
}

/** `amount × basisPoints / 10000` rounded half up, for amounts ≥ 0 (integer arithmetic only). */
export function shareHalfUp(amountPence: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPence) || amountPence < 0) throw new RangeError(`not a pence amount: ${amountPence}`);
  return Math.floor((amountPence * basisPoints + 5000) / 10000);
}

export function lineAmounts(totalPence: number, feeBasisPoints: number): LineAmounts {
  const feePence = shareHalfUp(totalPence, feeBasisPoints);
  const vatPence = shareHalfUp(feePence, VAT_BASIS_POINTS);
  return { totalPence, feePence, vatPence, duePence: totalPence - feePence - vatPence };
}

/** The same line with every figure reversed: an adjustment cancels a billed line exactly. */
export function reversed(line: LineAmounts): LineAmounts {
  return {
    totalPence: -line.totalPence,
    feePence: -line.feePence,
    vatPence: -line.vatPence,
    duePence: -line.duePence,
  };
}

export function sumOf(lines: readonly LineAmounts[]): LineAmounts {
  const sum = { totalPence: 0, feePence: 0, vatPence: 0, duePence: 0 };
  for (const line of lines) {
    sum.totalPence += line.totalPence;
    sum.feePence += line.feePence;
    sum.vatPence += line.vatPence;
    sum.duePence += line.duePence;
  }
  return sum;
}
