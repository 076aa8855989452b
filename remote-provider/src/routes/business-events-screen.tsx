import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function BusinessEventsScreen() {
  const { businessId } = useParams();
  return (
    <Page title="My Business Events">
      <p>{businessId ? `Events booked with business ${businessId}.` : 'Events booked with your businesses.'}</p>
    </Page>
  );
}
