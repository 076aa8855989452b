import { useRef, useState, type FormEvent } from 'react';
import { CATEGORIES, type EventBody, type EventView } from 'shared/contracts';
import {
  FormError,
  PrimaryButton,
  SecondaryButton,
  TextAreaField,
  TextField,
  londonToday,
  SelectField,
} from 'shared/ui';
import styled from 'styled-components';
import {
  EVENT_TYPES,
  checkEventDraft,
  draftOf,
  emptyDraft,
  eventBodyOf,
  fieldOfServerMessage,
  type EventDraft,
  type EventField,
} from './event-form-rules.ts';
import { Checkbox, CheckboxGroup, errorMessage } from 'shared/kit';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 640px;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type EventFormProps = {
  /** The event being edited; none for a new one. */
  event?: EventView;
  /** Saves; `publish` says which button was pressed. Rejects with the API's error. */
  onSubmit: (body: EventBody, publish: boolean) => Promise<void>;
  onCancel: () => void;
  /** One button of this name that publishes (where only a published event will do). */
  publishLabel?: string;
};

/** Every detail of an event, checked as the organizer types, saved as a draft or published. */
export function EventForm({ event, onSubmit, onCancel, publishLabel }: EventFormProps) {
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : emptyDraft()));
  const [touched, setTouched] = useState<ReadonlySet<EventField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<EventField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // Which submit button was pressed; Enter in a field saves a draft, never publishes.
  const publishPressed = useRef(false);
  const errors = checkEventDraft(draft, londonToday());

  const errorOf = (field: EventField) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? (errors[field] ?? null) : null);

  const set = <K extends EventField>(field: K, value: EventDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const text = (field: Exclude<EventField, 'type' | 'servicesNeeded' | 'openToQuotes' | 'shareWhenCompleted'>) => ({
    value: draft[field],
    onChange: (change: { target: { value: string } }) => set(field, change.target.value),
    error: errorOf(field),
  });

  const save = async (publish: boolean) => {
    setSubmitted(true);
    setFormError(null);
    // A ref, not `busy`: a second submit in the same render would still read busy as false.
    if (Object.keys(errors).length > 0 || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onSubmit(eventBodyOf(draft), publish);
    } catch (failure) {
      const message = errorMessage(failure);
      const named = fieldOfServerMessage(message);
      if (named) setServerErrors((current) => ({ ...current, [named.field]: named.text }));
      setFormError(named ? 'Please check the details marked below.' : message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const onFormSubmit = (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const publish = !event && (publishPressed.current || publishLabel !== undefined);
    publishPressed.current = false;
    void save(publish);
  };

  return (
    <Form onSubmit={onFormSubmit} noValidate aria-label={event ? 'Edit event' : 'New event'}>
      <TextField label="Title" {...text('title')} />
      <SelectField
        label="Type of event"
        value={draft.type}
        onChange={(change) => set('type', change.target.value as EventDraft['type'])}
      >
        {EVENT_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <TextField label="Date" type="date" min={londonToday()} {...text('date')} />
      <Pair>
        <TextField label="Start time" type="time" {...text('startTime')} />
        <TextField label="End time" type="time" {...text('endTime')} />
      </Pair>
      <TextField
        label="Postcode district"
        placeholder="SW11"
        autoComplete="postal-code"
        {...text('postcodeDistrict')}
      />
      <TextAreaField label="Address (shared only with businesses you book)" rows={2} {...text('address')} />
      <TextField label="Child's name (optional, kept private)" {...text('childName')} />
      <TextField label="Number of children" inputMode="numeric" {...text('childrenCount')} />
      <Pair>
        <TextField label="Youngest age" inputMode="numeric" {...text('ageMin')} />
        <TextField
          label="Oldest age"
          inputMode="numeric"
          value={draft.ageMax}
          onChange={(change) => set('ageMax', change.target.value)}
        />
      </Pair>
      <TextField label="Budget (£, optional)" inputMode="decimal" {...text('budget')} />
      <CheckboxGroup legend="Services needed" error={errorOf('servicesNeeded')}>
        {CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={category}
            checked={draft.servicesNeeded.includes(category)}
            onChange={(on) =>
              set(
                'servicesNeeded',
                on ? [...draft.servicesNeeded, category] : draft.servicesNeeded.filter((c) => c !== category),
              )
            }
          />
        ))}
      </CheckboxGroup>
      <TextAreaField label="Notes (allergies, access, anything else)" {...text('notes')} />
      <Checkbox
        label="Open to quotes from matching businesses"
        checked={draft.openToQuotes}
        onChange={(on) => set('openToQuotes', on)}
      />
      <Checkbox
        label="Share it at Our Events once it is over (no personal details)"
        checked={draft.shareWhenCompleted}
        onChange={(on) => set('shareWhenCompleted', on)}
      />
      <FormError>{formError}</FormError>
      <Buttons>
        {event || publishLabel ? (
          <PrimaryButton type="submit" disabled={busy}>
            {publishLabel ?? 'Save changes'}
          </PrimaryButton>
        ) : (
          <>
            <PrimaryButton type="submit" disabled={busy} onClick={() => (publishPressed.current = true)}>
              Publish
            </PrimaryButton>
            <SecondaryButton type="submit" disabled={busy}>
              Save as draft
            </SecondaryButton>
          </>
        )}
        <SecondaryButton type="button" onClick={onCancel}>
          Cancel
        </SecondaryButton>
      </Buttons>
    </Form>
  );
}
