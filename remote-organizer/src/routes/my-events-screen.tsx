import { Link } from 'react-router-dom';
import { Page } from 'shared/ui';

export function MyEventsScreen() {
  return (
    <Page title="My Events">
      <p>Every party you are planning, with the quotes you have asked for and the providers you have booked.</p>
      <p>
        Need ideas? <Link to="/directory">Browse our providers</Link>.
      </p>
    </Page>
  );
}
