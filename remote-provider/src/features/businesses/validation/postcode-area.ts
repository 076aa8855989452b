import type { FieldLimits } from './check-limits.ts';

// The shapes of UK outward codes (A9, A99, A9A, AA9, AA99, AA9A) and of inward codes (9AA).
const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;
const FULL = /^([A-Z]{1,2}[0-9][0-9A-Z]?)\s*[0-9][A-Z]{2}$/;

/**
 * What the server will store for `input`: a district (SW11), an area (BS), or a full postcode's
 * district; null when it is none of them. The server checks each against the real list.
 */
export function toDistrictOrArea(input: string): string | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  const full = FULL.exec(text);
  if (full) return full[1] ?? null;
  if (AREA.test(text) || DISTRICT.test(text)) return text;
  return null;
}

/** What is wrong with an area as typed, or null. */
export function postcodeAreaError(input: string, limits: FieldLimits): string | null {
  const text = input.trim();
  if (text === '') return 'Type a postcode district, such as SW11, or an area, such as BS.';
  if (limits.maxLength !== undefined && text.length > limits.maxLength) {
    return `That is longer than a postcode (at most ${limits.maxLength} characters).`;
  }
  if (!toDistrictOrArea(text)) {
    return `"${text}" is not a UK postcode district (such as SW11) or area (such as BS).`;
  }
  return null;
}
