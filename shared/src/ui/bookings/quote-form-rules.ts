import { FORM_RULES, LIMITS, type QuoteBody } from 'shared/contracts';
import { addDays, formatPence, londonToday, parsePounds } from 'shared/ui';

/** The API's limits of a quote (generated from its schemas and catalogue), named for the form. */
export const QUOTE_LIMITS = {
  items: LIMITS.QuoteBody.items.maxItems,
  description: LIMITS.QuoteItem.description.maxLength,
  maxPence: LIMITS.QuoteItem.pence.maximum,
  message: LIMITS.QuoteBody.message.maxLength,
  validDays: FORM_RULES.quoteValidDays.max,
} as const;

export type QuoteDraft = {
  items: { description: string; pounds: string }[];
  deposit: string;
  validUntil: string;
  message: string;
};

export type QuoteDraftErrors = {
  items: { description: string | null; pounds: string | null }[];
  deposit: string | null;
  validUntil: string | null;
  message: string | null;
  total: string | null;
};

function itemErrors(item: QuoteDraft['items'][number]) {
  const pence = parsePounds(item.pounds);
  return {
    description: !item.description.trim()
      ? 'Say what this item is.'
      : item.description.length > QUOTE_LIMITS.description
        ? `Keep it to ${QUOTE_LIMITS.description} characters.`
        : null,
    pounds:
      pence === null
        ? 'Enter an amount in pounds, like 120 or 120.50.'
        : pence > QUOTE_LIMITS.maxPence
          ? `At most ${formatPence(QUOTE_LIMITS.maxPence)}.`
          : null,
  };
}

/** The quote's total: the sum of its items that are amounts. */
export function draftTotal(draft: QuoteDraft): number {
  return draft.items.reduce((sum, item) => sum + (parsePounds(item.pounds) ?? 0), 0);
}

/** Every field's problem, as the API would name it, checked as the provider types. */
export function checkQuoteDraft(draft: QuoteDraft, today = londonToday()): QuoteDraftErrors {
  const total = draftTotal(draft);
  const deposit = draft.deposit.trim() === '' ? 0 : parsePounds(draft.deposit);
  const first = addDays(today, FORM_RULES.quoteValidDays.min);
  const last = addDays(today, QUOTE_LIMITS.validDays);
  return {
    items: draft.items.map(itemErrors),
    total: total < 1 ? 'The total must be more than £0.00.' : null,
    deposit:
      deposit === null
        ? 'Enter an amount in pounds, or leave it empty for no deposit.'
        : deposit > total
          ? 'The deposit cannot be more than the total.'
          : null,
    validUntil:
      !/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil) || draft.validUntil < first || draft.validUntil > last
        ? `Choose a date from tomorrow to ${QUOTE_LIMITS.validDays} days from today.`
        : null,
    message: draft.message.length > QUOTE_LIMITS.message ? `Keep it to ${QUOTE_LIMITS.message} characters.` : null,
  };
}

export function hasErrors(errors: QuoteDraftErrors): boolean {
  return (
    errors.items.some((item) => item.description || item.pounds) ||
    [errors.total, errors.deposit, errors.validUntil, errors.message].some(Boolean)
  );
}

/** The draft as the API takes it; call only once `checkQuoteDraft` finds nothing. */
export function quoteBodyOf(draft: QuoteDraft, replacesQuoteId?: string): QuoteBody {
  const items = draft.items.map((item) => ({
    description: item.description.trim(),
    pence: parsePounds(item.pounds) ?? 0,
  }));
  return {
    items,
    totalPence: items.reduce((sum, item) => sum + item.pence, 0),
    depositPence: draft.deposit.trim() === '' ? 0 : (parsePounds(draft.deposit) ?? 0),
    validUntil: draft.validUntil,
    message: draft.message.trim(),
    ...(replacesQuoteId ? { replacesQuoteId } : {}),
  };
}
