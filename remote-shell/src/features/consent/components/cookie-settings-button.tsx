import styled from 'styled-components';
import { useConsent } from 'shared/consent';

/** Looks like the footer's links, but it acts on the page rather than going somewhere. */
const LinkButton = styled.button`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Reopens the cookie choice at any time (UK guidance: withdrawing is as easy as giving). */
export function CookieSettingsButton() {
  const reopen = useConsent((state) => state.reopen);
  return (
    <LinkButton type="button" onClick={reopen}>
      Cookie settings
    </LinkButton>
  );
}
