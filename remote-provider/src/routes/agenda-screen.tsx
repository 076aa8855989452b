import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function AgendaScreen() {
  const { businessId } = useParams();
  return (
    <Page title="My Agenda">
      <p>
        {businessId ? `Upcoming bookings for business ${businessId}.` : 'Upcoming bookings for all your businesses.'}
      </p>
    </Page>
  );
}
