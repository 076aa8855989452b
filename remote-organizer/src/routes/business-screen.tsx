import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { InlineSpinner } from 'shared/ui';
import { BusinessPage } from '../features/businesses/components/business-page.tsx';

const loadDialog = () => import('../features/events/components/request-quote-dialog.tsx');
const RequestQuoteDialog = lazy(async () => ({ default: (await loadDialog()).RequestQuoteDialog }));

export function BusinessScreen() {
  const { businessName = '' } = useParams();
  const signedIn = useAppStore((state) => state.user !== null);
  // Only a signed-in user can open the dialog: fetch it while they read, so it opens at once.
  useEffect(() => {
    if (signedIn) void loadDialog();
  }, [signedIn]);
  return (
    <BusinessPage
      slug={businessName}
      requestQuoteDialog={(business, close) => (
        <Suspense fallback={<InlineSpinner />}>
          <RequestQuoteDialog businessId={business.id} businessName={business.name} onClose={close} />
        </Suspense>
      )}
    />
  );
}
