import type { ReactNode } from 'react';
import { FormError, InlineSpinner, Page } from 'shared/ui';
import { useMyBusinesses } from '../hooks/use-my-businesses.ts';
import { useSession } from '../hooks/use-session.ts';
import { VendorsDashboard } from './vendors-dashboard.tsx';
import { VendorsPitch } from './vendors-pitch.tsx';

const PITCH_TITLE = "Grow Your Kids' Events Business";

function SignedInHome({ bookings }: { bookings: ReactNode }) {
  const { items, loading, error } = useMyBusinesses(true);
  if (loading && items.length === 0) return <InlineSpinner label="Loading your businesses…" />;
  if (error) return <FormError>{error}</FormError>;
  if (items.length === 0) return <VendorsPitch signedIn />;
  return <VendorsDashboard businesses={items} bookings={bookings} />;
}

/**
 * A dashboard for a provider with businesses, with `bookings` (their threads at a glance) in it;
 * for everyone else, why to list one.
 */
export function VendorsHome({ bookings = null }: { bookings?: ReactNode }) {
  const { ready, user } = useSession();
  // Until the identity provider answers, a returning provider's dashboard may be on its way.
  if (!ready) {
    return (
      <Page title={PITCH_TITLE}>
        <InlineSpinner />
      </Page>
    );
  }
  const signedIn = user !== null && user.emailVerified;
  return (
    <Page title={PITCH_TITLE}>
      {signedIn ? <SignedInHome bookings={bookings} /> : <VendorsPitch signedIn={false} />}
    </Page>
  );
}
