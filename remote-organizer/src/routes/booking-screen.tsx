import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function BookingScreen() {
  const { id } = useParams();
  return (
    <Page title="Booking Details">
      <p>The quotes, messages and status of booking {id}.</p>
    </Page>
  );
}
