import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type EventBody, type EventView, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import {
  FormError,
  InlineSpinner,
  PrimaryButton,
  SecondaryButton,
  TextAreaField,
  formatEventDate,
  useAsyncAction,
} from 'shared/ui';
import { MESSAGE_MAX_LENGTH, useLiveResource } from 'shared/ui/bookings';
import styled from 'styled-components';
import { createEvent } from '../api/create-event.ts';
import { listEvents } from '../api/list-events.ts';
import { requestQuote } from '../api/request-quote.ts';
import { EventForm } from './event-form.tsx';
import { errorMessage } from 'shared/kit';

const Dialog = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  fieldset {
    display: grid;
    gap: 4px;
  }
`;

const NEW = 'new';

type Props = { businessId: string; businessName: string; onClose: () => void };

/** "Request a quote": one of your published upcoming events (or a new one made here) and a message. */
export function RequestQuoteDialog({ businessId, businessName, onClose }: Props) {
  const load = useCallback(() => listEvents('upcoming'), []);
  const { state } = useLiveResource('upcoming', load);
  const [created, setCreated] = useState<EventView[]>([]);
  const [choice, setChoice] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useAsyncAction(errorMessage);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const events = [...created, ...(state.status === 'ready' ? state.data.items : [])].filter(
    (event) => event.status === 'published',
  );
  const chosen = choice ?? (state.status === 'ready' ? (events[0]?.id ?? NEW) : null);

  const createHere = async (body: EventBody) => {
    const event = await createEvent({ ...body, publish: true });
    setCreated((shown) => [event, ...shown]);
    setChoice(event.id);
  };

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (!chosen || chosen === NEW) return setProblem('Choose an event, or create one first.');
    if (!message.trim()) return setProblem(`Write ${businessName} a message.`);
    if (message.length > MESSAGE_MAX_LENGTH) return;
    setProblem(null);
    void send.run(async () => {
      const booking = await requestQuote({ businessId, eventId: chosen, message: message.trim() });
      void navigate(routePath(ORGANIZER_PATHS.booking, { id: booking.id }));
    });
  };

  return (
    <Dialog role="dialog" aria-labelledby="request-quote-heading">
      <h2 id="request-quote-heading" ref={heading} tabIndex={-1}>
        Request a quote from {businessName}
      </h2>
      {state.status === 'loading' && <InlineSpinner label="Loading your events…" />}
      {state.status === 'error' && <FormError>{`We could not load your events. ${state.message}`}</FormError>}
      {chosen !== null && (
        <fieldset>
          <legend>Which event?</legend>
          {events.map((event) => (
            <label key={event.id}>
              <input type="radio" name="event" checked={chosen === event.id} onChange={() => setChoice(event.id)} />{' '}
              {event.title ?? event.type}, {formatEventDate(event.date)}
            </label>
          ))}
          <label>
            <input type="radio" name="event" checked={chosen === NEW} onChange={() => setChoice(NEW)} /> Create a new
            event
          </label>
        </fieldset>
      )}
      {chosen === NEW && <EventForm publishLabel="Create this event" onSubmit={createHere} onCancel={onClose} />}
      {chosen !== null && chosen !== NEW && (
        <form onSubmit={submit} noValidate aria-label="Your request">
          <TextAreaField
            label={`Message to ${businessName}`}
            value={message}
            onChange={(change) => setMessage(change.target.value)}
            error={
              message.length > MESSAGE_MAX_LENGTH
                ? `Keep it to ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters.`
                : null
            }
          />
          <FormError>{problem ?? send.error}</FormError>
          <PrimaryButton type="submit" disabled={send.busy}>
            Send request
          </PrimaryButton>{' '}
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
        </form>
      )}
    </Dialog>
  );
}
