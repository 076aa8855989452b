import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function EventScreen() {
  const { id } = useParams();
  return (
    <Page title="Event Details">
      <p>Date, place, guests and bookings for event {id}.</p>
    </Page>
  );
}
