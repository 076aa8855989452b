import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type EventType, LIMITS, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { Form, FormError, InlineSpinner, PrimaryButton, TextField } from 'shared/ui';
import { createDraftEvent } from '../api/create-draft-event.ts';
import type { PartyPlan } from '../check-answers.ts';
import {
  checkDetails,
  DEFAULT_DETAILS,
  detailFieldOf,
  draftEventBody,
  EVENT_TYPES,
  planMessage,
  type DetailErrors,
  type DetailField,
  type EventDetails,
} from '../event-details.ts';
import { forgetPlanner } from '../planner-storage.ts';
import { errorMessage, SelectField } from 'shared/kit';

const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The few things an event needs that the planner does not ask, then "Save as event": the plan
 * becomes the organizer's draft and its page opens, where everything can be changed.
 */
export function EventDetailsForm({ plan }: { plan: PartyPlan }) {
  const navigate = useNavigate();
  const [details, setDetails] = useState<EventDetails>(DEFAULT_DETAILS);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  // A refused field takes focus, where its message is read out with it.
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const field = (name: Exclude<DetailField, 'type'>) => ({
    name,
    value: details[name],
    error: errors[name] ?? null,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setDetails((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkDetails(details);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const saved = await createDraftEvent(draftEventBody(plan, details));
      forgetPlanner();
      navigate(routePath(ORGANIZER_PATHS.event, { id: saved.id }));
    } catch (error) {
      const message = errorMessage(error);
      const named = detailFieldOf(message);
      if (named) {
        setErrors({ [named]: message.replace(/^\w+:\s*/, '') });
        setRefused((count) => count + 1);
      } else setFormError(planMessage(message));
      setBusy(false);
    }
  };

  return (
    <Form ref={form} aria-label="Event details" onSubmit={submit} noValidate>
      <TextField
        label="Event title"
        placeholder="e.g. Maya's 6th birthday"
        maxLength={LIMITS.CreateEventBody.title.maxLength}
        {...field('title')}
      />
      <SelectField
        label="Type of event"
        value={details.type}
        error={errors.type}
        onChange={(event) => setDetails({ ...details, type: event.currentTarget.value as EventType })}
      >
        {EVENT_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <Times>
        <TextField label="Start time" type="time" {...field('startTime')} />
        <TextField label="End time" type="time" {...field('endTime')} />
      </Times>
      <TextField
        label="Address"
        autoComplete="street-address"
        maxLength={LIMITS.CreateEventBody.address.maxLength}
        {...field('address')}
      />
      <FormError>{formError}</FormError>
      <p>
        <PrimaryButton type="submit" disabled={busy}>
          Save as event
        </PrimaryButton>{' '}
        {busy && <InlineSpinner label="Saving your event…" />}
      </p>
    </Form>
  );
}
