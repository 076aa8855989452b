import { formatPence } from 'shared/ui';

/** A field's limits as the API's schema states them (shared/contracts' LIMITS). */
export type FieldLimits = {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
};

/** What is wrong with a text's length, as the server would count it (trimmed), or null. */
export function lengthError(
  label: string,
  value: string,
  limits: FieldLimits,
  { required = true } = {},
): string | null {
  const length = value.trim().length;
  if (length === 0) return required && (limits.minLength ?? 1) > 0 ? `${label} is required.` : null;
  if (limits.minLength !== undefined && length < limits.minLength) {
    return `${label} must be at least ${limits.minLength} characters.`;
  }
  if (limits.maxLength !== undefined && length > limits.maxLength) {
    return `${label} must be at most ${limits.maxLength.toLocaleString('en-GB')} characters (now ${length.toLocaleString('en-GB')}).`;
  }
  return null;
}

/** What is wrong with a whole number typed into `value`, or null; empty is fine unless required. */
export function wholeNumberError(
  label: string,
  value: string,
  limits: FieldLimits,
  { required = false } = {},
): string | null {
  if (value.trim() === '') return required ? `${label} is required.` : null;
  const number = Number(value);
  if (!Number.isInteger(number)) return `${label} must be a whole number.`;
  if (limits.minimum !== undefined && number < limits.minimum) return `${label} must be at least ${limits.minimum}.`;
  if (limits.maximum !== undefined && number > limits.maximum) return `${label} must be at most ${limits.maximum}.`;
  return null;
}

/** Pounds typed as "240" or "240.50" to integer pence, or null when it is not an amount. */
export function poundsToPence(value: string): number | null {
  const match = /^\s*£?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(value.replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** What is wrong with a price in pounds, checked in pence against the server's limits, or null. */
export function priceError(label: string, value: string, limits: FieldLimits): string | null {
  if (value.trim() === '') return `${label} is required.`;
  const pence = poundsToPence(value);
  if (pence === null) return `${label} must be an amount in pounds, such as 240 or 240.50.`;
  if (limits.minimum !== undefined && pence < limits.minimum)
    return `${label} must be at least ${formatPence(limits.minimum)}.`;
  if (limits.maximum !== undefined && pence > limits.maximum)
    return `${label} must be at most ${formatPence(limits.maximum)}.`;
  return null;
}

/** What is wrong with how many items were chosen, or null. */
export function countError(what: string, count: number, limits: FieldLimits): string | null {
  if (limits.minItems !== undefined && count < limits.minItems) return `Choose at least ${limits.minItems} ${what}.`;
  if (limits.maxItems !== undefined && count > limits.maxItems) return `Choose at most ${limits.maxItems} ${what}.`;
  return null;
}
