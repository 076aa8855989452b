import { Link } from 'react-router-dom';
import { type BookingSummary, PROVIDER_PATHS, routePath } from 'shared/contracts';
import { FormError, InlineSpinner } from 'shared/ui';
import { useBookingsOverview } from '../hooks/use-bookings-overview.ts';
import { BookingRow, RowList } from './booking-row.tsx';

type GroupProps = { title: string; items: BookingSummary[]; empty: string; more: { to: string; label: string } | null };

function Group({ title, items, empty, more }: GroupProps) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <RowList aria-label={title}>
          {items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </RowList>
      )}
      {more && (
        <p>
          <Link to={more.to}>{more.label}</Link>
        </p>
      )}
    </section>
  );
}

/** The vendors home's view of the bookings: what needs an answer, what awaits one, what comes next. */
export function BookingsOverview() {
  const { overview, error } = useBookingsOverview();
  return (
    <>
      <h2>Your bookings</h2>
      <FormError>{error}</FormError>
      {!overview && !error && <InlineSpinner label="Loading your bookings…" />}
      {overview && (
        <>
          <Group
            title="New requests"
            items={overview.requested.items}
            empty="No requests are waiting for a quote."
            more={
              overview.requested.nextCursor
                ? { to: `${routePath(PROVIDER_PATHS.quotes)}?status=requested`, label: 'See every new request' }
                : null
            }
          />
          <Group
            title="Quotes awaiting an answer"
            items={overview.quoted.items}
            empty="No quote is waiting for a family's answer."
            more={
              overview.quoted.nextCursor
                ? {
                    to: `${routePath(PROVIDER_PATHS.quotes)}?status=quoted`,
                    label: 'See every quote awaiting an answer',
                  }
                : null
            }
          />
          <Group
            title="Next confirmed bookings"
            items={overview.upcoming}
            empty="No confirmed bookings ahead yet."
            more={{ to: routePath(PROVIDER_PATHS.businessEvents), label: 'See all your bookings' }}
          />
        </>
      )}
    </>
  );
}
