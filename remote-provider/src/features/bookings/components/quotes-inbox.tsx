import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLiveRefresh } from 'shared/store';
import { FormError, InlineSpinner, SecondaryButton } from 'shared/ui';
import { listBookings } from '../api/list-bookings.ts';
import { useMyBusinessNames } from '../hooks/use-my-business-names.ts';
import { usePaged } from '../hooks/use-paged.ts';
import { BookingFilters, isBookingStatus } from './booking-filters.tsx';
import { BookingRow, RowList } from './booking-row.tsx';

/**
 * `/quotes`: every booking thread of the provider's businesses, newest activity first. The
 * filters live in the URL (`?status=&business=`), so a reload or Back keeps them.
 */
export function QuotesInbox() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isBookingStatus(statusParam) ? statusParam : null;
  const businessId = params.get('business') || null;
  const { businesses, error: businessesError } = useMyBusinessNames();

  const load = useCallback(
    (cursor: string | null) => listBookings({ status, businessId }, cursor),
    [status, businessId],
  );
  const { items, hasMore, loading, error, loadMore, refetch } = usePaged(load);
  useLiveRefresh(refetch);

  const filter = (change: { status?: string | null; businessId?: string | null }) => {
    const next = new URLSearchParams(params);
    if ('status' in change) {
      if (change.status) next.set('status', change.status);
      else next.delete('status');
    }
    if ('businessId' in change) {
      if (change.businessId) next.set('business', change.businessId);
      else next.delete('business');
    }
    setParams(next);
  };
  const filtered = status !== null || businessId !== null;

  return (
    <>
      <BookingFilters status={status} businessId={businessId} businesses={businesses ?? []} onChange={filter} />
      <FormError>{error ?? businessesError}</FormError>
      {!loading && !error && items.length === 0 && (
        <p>
          {filtered ? (
            'No booking threads match these filters.'
          ) : (
            <>
              No quote requests yet. When a family asks one of your businesses for a quote it appears here; meanwhile{' '}
              <Link to="/events">find events</Link> open to quotes.
            </>
          )}
        </p>
      )}
      {items.length > 0 && (
        <RowList aria-label="Booking threads">
          {items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </RowList>
      )}
      {loading && <InlineSpinner label="Loading your booking threads…" />}
      {hasMore && !loading && (
        <SecondaryButton type="button" onClick={loadMore}>
          Show more
        </SecondaryButton>
      )}
    </>
  );
}
