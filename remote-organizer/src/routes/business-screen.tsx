import { useParams } from 'react-router-dom';
import { BusinessPage } from '../features/businesses/components/business-page.tsx';

export function BusinessScreen() {
  const { businessName = '' } = useParams();
  return <BusinessPage slug={businessName} />;
}
