import { PROVIDER_PATHS, routePath } from 'shared/contracts';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore } from 'shared/store';
import { Page, PrimaryButton } from 'shared/ui';

const NEW_BUSINESS = routePath(PROVIDER_PATHS.businessForm, { id: 'new', form: 'details' });

const Reasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: 1.2em;
  max-width: 65ch;
`;

/** The case for listing a business, and the way in; a visitor signs in first and comes back to it. */
export function ProviderHome() {
  const navigate = useNavigate();
  const signedIn = useAppStore((state) => state.user !== null);
  const listYourBusiness = () => navigate(signedIn ? NEW_BUSINESS : `/login?next=${encodeURIComponent(NEW_BUSINESS)}`);

  return (
    <Page title="Why Choose Us?">
      <p>
        Families near you are planning parties right now. List your business, answer quote requests and fill your agenda
        with bookings, with no upfront fees.
      </p>
      <Reasons>
        <li>Be found by families searching your area, your categories and their party date.</li>
        <li>Show your all-in prices, photos and packages on a page of your own.</li>
        <li>Earn verified badges for your insurance, DBS checks and inspections.</li>
        <li>Keep every request, quote and booking in one place.</li>
      </Reasons>
      <p>
        <PrimaryButton type="button" onClick={listYourBusiness}>
          List your business
        </PrimaryButton>
      </p>
      {signedIn ? (
        <p>
          Already listed? Open <Link to="/vendorshome">your dashboard</Link> for new requests and next bookings, or{' '}
          <Link to="/events">find events</Link> looking for providers.
        </p>
      ) : (
        <p>
          Already listed? You can also <Link to="/events">find events</Link> looking for providers.
        </p>
      )}
    </Page>
  );
}
