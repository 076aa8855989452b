import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatCalendarDate,
  type OwnerBusiness,
  type OwnerBusinessSummary,
  PROVIDER_PATHS,
  routePath,
} from 'shared/contracts';
import { addDays, londonToday } from 'shared/ui';
import { getBusiness } from '../api/get-business.ts';
import { BusinessSummaryCard, CardList } from './business-summary-card.tsx';
import { STANDING_LABELS } from './status-label.ts';

/** How far ahead a credential's expiry is worth a reminder. */
const EXPIRY_NOTICE_DAYS = 30;

type Renewal = { business: OwnerBusiness; credential: OwnerBusiness['credentials'][number] };

function renewalsOf(businesses: OwnerBusiness[], today: string): Renewal[] {
  const horizon = addDays(today, EXPIRY_NOTICE_DAYS);
  return businesses
    .flatMap((business) => business.credentials.map((credential) => ({ business, credential })))
    .filter(({ credential }) => credential.standing !== 'rejected' && credential.expiresOn <= horizon)
    .sort((a, b) => a.credential.expiresOn.localeCompare(b.credential.expiresOn));
}

function Renewals({ businesses }: { businesses: OwnerBusinessSummary[] }) {
  const [details, setDetails] = useState<OwnerBusiness[] | null>(null);
  useEffect(() => {
    let current = true;
    // The list carries no credentials: each business is read for them.
    void Promise.all(businesses.map((business) => getBusiness(business.id).catch(() => null))).then((found) => {
      if (current) setDetails(found.filter((business): business is OwnerBusiness => business !== null));
    });
    return () => {
      current = false;
    };
  }, [businesses]);

  if (!details) return null;
  const today = londonToday();
  const renewals = renewalsOf(details, today);
  if (renewals.length === 0) return <p>None of your credentials expires in the next {EXPIRY_NOTICE_DAYS} days.</p>;
  return (
    <ul aria-label="Credentials to renew">
      {renewals.map(({ business, credential }) => (
        <li key={credential.id}>
          {business.name}: {credential.type} ({STANDING_LABELS[credential.standing]}){' '}
          {credential.expiresOn < today ? 'expired on' : 'expires on'} {formatCalendarDate(credential.expiresOn)}.{' '}
          <Link to={routePath(PROVIDER_PATHS.businessForm, { id: business.id, form: 'credentials' })}>
            Update {business.name}&apos;s credentials
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A provider's home: their businesses as they stand, what is happening in their bookings (`bookings`,
 * composed by the screen from the quotes feature) and the credentials about to lapse.
 */
export function VendorsDashboard({
  businesses,
  bookings,
}: {
  businesses: OwnerBusinessSummary[];
  bookings?: ReactNode;
}) {
  return (
    <>
      <h2>Your businesses</h2>
      <CardList aria-label="Your businesses">
        {businesses.map((business) => (
          <BusinessSummaryCard key={business.id} business={business} />
        ))}
      </CardList>
      <p>
        <Link to="/mybusinesses">See all your businesses</Link> · <Link to="/business/new/details">Add a business</Link>
      </p>
      {bookings}
      <h2>Credentials to renew</h2>
      <Renewals businesses={businesses} />
    </>
  );
}
