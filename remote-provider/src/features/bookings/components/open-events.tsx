import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OpenEvent } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import styled from 'styled-components';
import { FormError, InlineSpinner, SecondaryButton, formatEventDate } from 'shared/ui';
import { listOpenEvents } from '../api/list-open-events.ts';
import { usePaged } from '../hooks/use-paged.ts';
import { EventFacts } from './event-facts.tsx';
import { EventQuotePanel } from './event-quote-panel.tsx';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2,
  p {
    margin: 0;
  }
  & > button {
    justify-self: start;
  }
`;

function labelOf(event: OpenEvent): string {
  return `${event.type} on ${formatEventDate(event.date)} in ${event.postcodeDistrict}`;
}

function OpenEventCard({ event }: { event: OpenEvent }) {
  const [quoting, setQuoting] = useState(false);
  const panelId = `quote-${event.id}`;
  return (
    <Card aria-label={labelOf(event)}>
      <h2>{labelOf(event)}</h2>
      <EventFacts event={event} />
      {event.matchingBusinesses.length > 0 && (
        <p>Matches {event.matchingBusinesses.map((business) => business.name).join(', ')}.</p>
      )}
      <SecondaryButton
        type="button"
        aria-expanded={quoting}
        aria-controls={panelId}
        onClick={() => setQuoting((open) => !open)}
      >
        Send a quote
      </SecondaryButton>
      <div id={panelId} hidden={!quoting}>
        {quoting && <EventQuotePanel eventId={event.id} businesses={event.matchingBusinesses} />}
      </div>
    </Card>
  );
}

/** `/events` (Find events): published events open to quotes that match the provider's businesses, soonest first. */
export function OpenEvents() {
  const { items, hasMore, loading, error, loadMore, refetch } = usePaged(listOpenEvents);
  useLiveRefresh(refetch);
  const quotable = items.filter((event) => event.matchingBusinesses.length > 0);
  return (
    <>
      <FormError>{error}</FormError>
      {!loading && !error && quotable.length === 0 && (
        <p>
          No open events match your live businesses&apos; categories and areas right now. We will tell you when one
          does; meanwhile, check <Link to="/mybusinesses">your businesses</Link> cover the areas you work in.
        </p>
      )}
      {quotable.length > 0 && (
        <Cards aria-label="Open events">
          {quotable.map((event) => (
            <OpenEventCard key={event.id} event={event} />
          ))}
        </Cards>
      )}
      {loading && <InlineSpinner label="Loading open events…" />}
      {hasMore && !loading && (
        <SecondaryButton type="button" onClick={loadMore}>
          Show more
        </SecondaryButton>
      )}
    </>
  );
}
