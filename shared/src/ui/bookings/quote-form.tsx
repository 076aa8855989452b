import type { Quote, QuoteBody } from 'shared/contracts';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  FormError,
  PrimaryButton,
  SecondaryButton,
  TextAreaField,
  TextField,
  addDays,
  formatPence,
  londonToday,
  poundsText,
  useAsyncAction,
} from 'shared/ui';
import {
  QUOTE_LIMITS,
  checkQuoteDraft,
  draftTotal,
  hasErrors,
  quoteBodyOf,
  type QuoteDraft,
} from './quote-form-rules.ts';
import { errorMessage } from 'shared/kit';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 560px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-weight: 600;
  }
`;

const ItemRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 8rem auto;
  gap: ${({ theme }) => theme.space(1)};
  align-items: end;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const Total = styled.p`
  font-weight: 700;
  margin: 0;
`;

function draftOf(quote: Quote | null): QuoteDraft {
  if (!quote) {
    return {
      items: [{ description: '', pounds: '' }],
      deposit: '',
      validUntil: addDays(londonToday(), 14),
      message: '',
    };
  }
  return {
    items: quote.items.map((item) => ({ description: item.description, pounds: poundsText(item.pence) })),
    deposit: quote.depositPence ? poundsText(quote.depositPence) : '',
    validUntil: addDays(londonToday(), 14),
    message: quote.message,
  };
}

type QuoteFormProps = {
  /** The open quote being revised: its items fill the form, and the new quote replaces it. */
  revising?: Quote | null;
  submitLabel?: string;
  /** Sends the quote; rejects with an error whose message (the API's own) is shown. */
  onSubmit: (body: QuoteBody) => Promise<void>;
};

/** A quote as the provider writes it: items, the all-in total they add up to, deposit, valid until, message. */
export function QuoteForm({ revising = null, submitLabel = 'Send quote', onSubmit }: QuoteFormProps) {
  const [draft, setDraft] = useState<QuoteDraft>(() => draftOf(revising));
  const [touched, setTouched] = useState(false);
  const action = useAsyncAction(errorMessage);
  const errors = checkQuoteDraft(draft);
  const shown = touched ? errors : null;

  const setItem = (index: number, change: Partial<QuoteDraft['items'][number]>) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((item, at) => (at === index ? { ...item, ...change } : item)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
    await action.run(() => onSubmit(quoteBodyOf(draft, revising?.id)));
  };

  const today = londonToday();
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Quote">
      <fieldset>
        <legend>Items</legend>
        {draft.items.map((item, index) => (
          <ItemRow key={index}>
            <TextField
              label={`Item ${index + 1}`}
              value={item.description}
              maxLength={QUOTE_LIMITS.description + 50}
              onChange={(event) => setItem(index, { description: event.target.value })}
              error={shown?.items[index]?.description}
            />
            <TextField
              label={`Item ${index + 1} price (£)`}
              inputMode="decimal"
              value={item.pounds}
              onChange={(event) => setItem(index, { pounds: event.target.value })}
              error={item.pounds || touched ? errors.items[index]?.pounds : null}
            />
            {draft.items.length > 1 && (
              <SecondaryButton
                type="button"
                aria-label={`Remove item ${index + 1}`}
                onClick={() =>
                  setDraft((current) => ({ ...current, items: current.items.filter((_, at) => at !== index) }))
                }
              >
                Remove
              </SecondaryButton>
            )}
          </ItemRow>
        ))}
        {draft.items.length < QUOTE_LIMITS.items && (
          <SecondaryButton
            type="button"
            onClick={() =>
              setDraft((current) => ({ ...current, items: [...current.items, { description: '', pounds: '' }] }))
            }
          >
            Add an item
          </SecondaryButton>
        )}
      </fieldset>
      <Total aria-live="polite">Total (all in): {formatPence(draftTotal(draft))}</Total>
      <FormError>{shown?.total ?? null}</FormError>
      <TextField
        label="Deposit (£, optional)"
        inputMode="decimal"
        value={draft.deposit}
        onChange={(event) => setDraft({ ...draft, deposit: event.target.value })}
        error={draft.deposit || touched ? errors.deposit : null}
      />
      <TextField
        label="Valid until"
        type="date"
        min={addDays(today, 1)}
        max={addDays(today, QUOTE_LIMITS.validDays)}
        value={draft.validUntil}
        onChange={(event) => setDraft({ ...draft, validUntil: event.target.value })}
        error={errors.validUntil}
      />
      <TextAreaField
        label="Message (optional)"
        value={draft.message}
        onChange={(event) => setDraft({ ...draft, message: event.target.value })}
        error={errors.message}
      />
      <FormError>{action.error}</FormError>
      <PrimaryButton type="submit" disabled={action.busy}>
        {submitLabel}
      </PrimaryButton>
    </Form>
  );
}
