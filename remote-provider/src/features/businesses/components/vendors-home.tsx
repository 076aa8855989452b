import { FormError, InlineSpinner, Page } from 'shared/ui';
import { useMyBusinesses } from '../hooks/use-my-businesses.ts';
import { useSession } from '../hooks/use-session.ts';
import { VendorsDashboard } from './vendors-dashboard.tsx';
import { VendorsPitch } from './vendors-pitch.tsx';

const PITCH_TITLE = "Grow Your Kids' Events Business";

function SignedInHome() {
  const { items, loading, error } = useMyBusinesses(true);
  if (loading && items.length === 0) return <InlineSpinner label="Loading your businesses…" />;
  if (error) return <FormError>{error}</FormError>;
  if (items.length === 0) return <VendorsPitch signedIn />;
  return <VendorsDashboard businesses={items} />;
}

/** A dashboard for a provider with businesses; for everyone else, why to list one. */
export function VendorsHome() {
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
  return <Page title={PITCH_TITLE}>{signedIn ? <SignedInHome /> : <VendorsPitch signedIn={false} />}</Page>;
}
