import { PROVIDER_PATHS, routePath } from 'shared/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { signInPath } from 'shared/kit';

const NEW_BUSINESS = routePath(PROVIDER_PATHS.businessForm, { id: 'new', form: 'details' });

const CallToAction = styled(Link)`
  display: inline-block;
  font-weight: 700;
  padding: 12px 20px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: none;
`;

/** Why to list a business here; a visitor signs in first and comes back to the editor. */
export function VendorsPitch({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <p>Reach families planning parties near you, answer their quote requests and fill your calendar.</p>
      <ul>
        <li>Families search by postcode, date and the kind of party they are planning, and find you.</li>
        <li>Your page shows your packages with all-in prices, your photos and the areas you cover.</li>
        <li>Verified credentials earn a badge, so parents can see you are insured and checked.</li>
        <li>Listing is free: draft it at your own pace and publish when it is ready.</li>
      </ul>
      <CallToAction to={signedIn ? NEW_BUSINESS : signInPath(NEW_BUSINESS)}>List your business</CallToAction>
    </>
  );
}
