import { useCallback, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { BOOKING_STATUSES, type BookingStatus, type BookingSummary, PROVIDER_PATHS, routePath } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import styled from 'styled-components';
import { FormError, InlineSpinner, Page, SecondaryButton } from 'shared/ui';
import { bookingStatusText } from 'shared/ui/bookings';
import { listBookings } from '../api/list-bookings.ts';
import { useMyBusinessNames } from '../hooks/use-my-business-names.ts';
import { usePaged } from '../hooks/use-paged.ts';
import { BookingRow, RowList } from './booking-row.tsx';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

function groupByStatus(items: BookingSummary[]): [BookingStatus, BookingSummary[]][] {
  return BOOKING_STATUSES.map((status): [BookingStatus, BookingSummary[]] => [
    status,
    items.filter((booking) => booking.status === status),
  ]).filter(([, group]) => group.length > 0);
}

/**
 * `/mybusinessevents/{businessId?}`: one business's bookings grouped by status, or every
 * business's with no id. Someone else's business, like a missing one, is `notFound`.
 */
export function BusinessBookings({ businessId, notFound }: { businessId: string | null; notFound: ReactNode }) {
  const { businesses, error: businessesError } = useMyBusinessNames();
  const load = useCallback((cursor: string | null) => listBookings({ businessId }, cursor), [businessId]);
  const { items, hasMore, loading, error, loadMore, refetch } = usePaged(load);
  useLiveRefresh(refetch);

  const business = businesses?.find((candidate) => candidate.id === businessId) ?? null;
  if (businessId && businesses && !business) return <>{notFound}</>;
  // Until the businesses arrive, an id that is no business's (a 400 or 404 from the list) is not yet an error.
  const waiting = businessId !== null && businesses === null && businessesError === null;

  return (
    <Page title="My Business Events">
      <nav aria-label="Businesses">
        <Tabs>
          <li>
            <NavLink to="/mybusinessevents" end>
              All businesses
            </NavLink>
          </li>
          {(businesses ?? []).map((each) => (
            <li key={each.id}>
              <NavLink to={routePath(PROVIDER_PATHS.businessEvents, { businessId: each.id })}>{each.name}</NavLink>
            </li>
          ))}
        </Tabs>
      </nav>
      <h2>{business ? `Bookings of ${business.name}` : 'Bookings of all your businesses'}</h2>
      <FormError>{waiting ? null : (error ?? businessesError)}</FormError>
      {!loading && !error && items.length === 0 && <p>No bookings yet.</p>}
      {groupByStatus(items).map(([status, group]) => (
        <section key={status} aria-labelledby={`status-${status}`}>
          <h3 id={`status-${status}`}>
            {bookingStatusText(status, 'business')} ({group.length})
          </h3>
          <RowList aria-label={bookingStatusText(status, 'business')}>
            {group.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </RowList>
        </section>
      ))}
      {(loading || waiting) && <InlineSpinner label="Loading bookings…" />}
      {hasMore && !loading && (
        <SecondaryButton type="button" onClick={loadMore}>
          Show more
        </SecondaryButton>
      )}
    </Page>
  );
}
