import { Link } from 'react-router-dom';
import { Page } from 'shared/ui';

export function ProviderHome() {
  return (
    <Page title="Why Choose Us?">
      <p>
        Families near you are planning parties right now. List your business, answer quote requests and fill your
        agenda with bookings, with no upfront fees.
      </p>
      <p>
        <Link to="/register">Register a business</Link> or <Link to="/events">find events</Link> looking for providers.
      </p>
    </Page>
  );
}
