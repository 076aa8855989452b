import { useParams } from 'react-router-dom';
import { BusinessPage } from '../features/businesses/components/business-page.tsx';
import { RequestQuoteDialog } from '../features/events/components/request-quote-dialog.tsx';

export function BusinessScreen() {
  const { businessName = '' } = useParams();
  return (
    <BusinessPage
      slug={businessName}
      requestQuoteDialog={(business, close) => (
        <RequestQuoteDialog businessId={business.id} businessName={business.name} onClose={close} />
      )}
    />
  );
}
