import { useCallback, useState } from 'react';
import type { EventView } from 'shared/contracts';
import { FormError, InlineSpinner, SecondaryButton } from 'shared/ui';
import { useLiveResource } from 'shared/ui/bookings';
import styled from 'styled-components';
import { listEvents, type EventGroup as Group } from '../api/list-events.ts';
import { EventListItem } from './event-list-item.tsx';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const EMPTY: Record<Group, string> = {
  upcoming: 'No upcoming events.',
  past: 'No past events yet.',
  drafts: 'No drafts.',
};

/** One group of the organizer's events, a page at a time, kept current as bookings move. */
export function EventGroup({ when, title }: { when: Group; title: string }) {
  const load = useCallback(() => listEvents(when), [when]);
  const { state, retry } = useLiveResource(when, load);
  const [more, setMore] = useState<{ items: EventView[]; cursor: string | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const headingId = `events-${when}`;

  const first = state.status === 'ready' ? state.data : null;
  const cursor = more ? more.cursor : (first?.nextCursor ?? null);
  const loadMore = () => {
    if (!cursor) return;
    setMoreError(null);
    listEvents(when, cursor).then(
      (page) => setMore((shown) => ({ items: [...(shown?.items ?? []), ...page.items], cursor: page.nextCursor })),
      (error: unknown) => setMoreError(error instanceof Error ? error.message : String(error)),
    );
  };
  const events = first
    ? [...first.items, ...(more?.items ?? []).filter((e) => !first.items.some((f) => f.id === e.id))]
    : [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {state.status === 'loading' && <InlineSpinner label={`Loading ${title.toLowerCase()} events…`} />}
      {state.status === 'error' && (
        <>
          <FormError>{`We could not load these events. ${state.message}`}</FormError>
          <SecondaryButton type="button" onClick={retry}>
            Try again
          </SecondaryButton>
        </>
      )}
      {first && events.length === 0 && <p>{EMPTY[when]}</p>}
      {events.length > 0 && (
        <List>
          {events.map((event) => (
            <EventListItem key={event.id} event={event} />
          ))}
        </List>
      )}
      <FormError>{moreError}</FormError>
      {first && cursor && (
        <SecondaryButton type="button" onClick={loadMore}>
          Show more
        </SecondaryButton>
      )}
    </section>
  );
}
