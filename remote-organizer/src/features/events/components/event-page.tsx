import { useCallback, useState, type ReactNode } from 'react';
import type { EventBody, EventView, Quote } from 'shared/contracts';
import { FormError, Page, PrimaryButton, SecondaryButton, useAsyncAction } from 'shared/ui';
import { useLiveResource } from 'shared/ui/bookings';
import { RemoteSlot } from 'shared/remote-slot';
import styled from 'styled-components';
import { getEvent } from '../api/get-event.ts';
import { publishEvent } from '../api/publish-event.ts';
import { updateEvent } from '../api/update-event.ts';
import { CancelEvent } from './cancel-event.tsx';
import { EventBookings } from './event-bookings.tsx';
import { EventDetails } from './event-details.tsx';
import { EVENT_STATUS_TEXT } from './event-facts.ts';
import { EventForm } from './event-form.tsx';
import { errorMessage, LoadFailedPage, LoadingPage } from 'shared/kit';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

type EventPageProps = {
  eventId: string;
  /** What a missing event (or someone else's) shows. */
  notFound: ReactNode;
  /** "Accept quote" / "Decline quote" for an open quote; `done` reloads the event. */
  answerQuote: (quote: Quote, done: () => void) => ReactNode;
};

/** `/event/{id}`: the organizer's event with its quotes side by side; a business's view is the provider's parcel. */
export function EventPage({ eventId, notFound, answerQuote }: EventPageProps) {
  const load = useCallback(() => getEvent(eventId), [eventId]);
  const { state, retry, replace, refetch } = useLiveResource(eventId, load);
  const [editing, setEditing] = useState(false);
  const publish = useAsyncAction(errorMessage);

  if (state.status === 'not-found') return <>{notFound}</>;
  if (state.status === 'loading') return <LoadingPage title="Event Details" label="Loading the event…" />;
  if (state.status === 'error') {
    return (
      <LoadFailedPage
        title="Event Details"
        message={`We could not load this event. ${state.message}`}
        onRetry={retry}
      />
    );
  }
  const event: EventView = state.data;
  // A business's view of the event and quoting on it are the provider's (remote-provider).
  if (event.viewer === 'business') {
    return (
      <RemoteSlot
        id="remote_provider/BusinessEvent"
        label="The event"
        loading={<LoadingPage title="Event Details" label="Loading the event…" />}
      />
    );
  }

  const save = async (body: EventBody) => {
    replace(await updateEvent(event.id, body));
    setEditing(false);
  };
  const changeable = event.status === 'draft' || event.status === 'published';
  return (
    <Page title={event.title ?? event.type}>
      <p>{EVENT_STATUS_TEXT[event.status]}</p>
      {editing ? (
        <EventForm event={event} onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <EventDetails event={event} />
          {changeable && (
            <Actions>
              {event.status === 'draft' && (
                <PrimaryButton
                  type="button"
                  disabled={publish.busy}
                  onClick={() => void publish.run(async () => replace(await publishEvent(event.id)))}
                >
                  Publish
                </PrimaryButton>
              )}
              <SecondaryButton type="button" onClick={() => setEditing(true)}>
                Edit event
              </SecondaryButton>
              <CancelEvent event={event} onCancelled={replace} />
            </Actions>
          )}
          <FormError>{publish.error}</FormError>
        </>
      )}
      <EventBookings event={event} answer={(quote) => answerQuote(quote, refetch)} />
    </Page>
  );
}
