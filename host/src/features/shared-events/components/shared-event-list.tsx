import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormError, InlineSpinner, SecondaryButton } from 'shared/ui';
import { useSharedEvents } from '../hooks/use-shared-events.ts';
import { SharedEventCard } from './shared-event-card.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
`;

/** `/ourevents`: the parties families chose to share once they were over, newest first, a page at a time. */
export function SharedEventList() {
  const { events, showMore } = useSharedEvents();
  const list = useRef<HTMLUListElement>(null);
  const firstOfLastPage = events.status === 'ready' ? events.firstOfLastPage : 0;

  // After "Show more", focus moves to the first new event, where reading continues.
  useEffect(() => {
    if (firstOfLastPage > 0) list.current?.children[firstOfLastPage]?.querySelector<HTMLElement>('h2')?.focus();
  }, [firstOfLastPage]);

  if (events.status === 'loading') return <InlineSpinner label="Loading shared events…" />;
  if (events.status === 'error') return <FormError>{events.message}</FormError>;
  if (events.items.length === 0)
    return (
      <p>
        No parties shared yet. When a family&apos;s party is over and they choose to share it, it appears here with the
        businesses that made it. Planning one of your own? <Link to="/design">Plan your party</Link>.
      </p>
    );
  return (
    <>
      <Grid ref={list}>
        {events.items.map((event) => (
          <li key={event.id}>
            <SharedEventCard event={event} />
          </li>
        ))}
      </Grid>
      <FormError>{events.moreError}</FormError>
      {events.hasMore && (
        <p>
          <SecondaryButton type="button" onClick={showMore} disabled={events.loadingMore}>
            Show more
          </SecondaryButton>{' '}
          {events.loadingMore && <InlineSpinner label="Loading more events…" />}
        </p>
      )}
    </>
  );
}
