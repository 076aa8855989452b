import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectBannerOpen, useConsent } from 'shared/consent';
import { useElementHeight } from '../hooks/use-element-height.ts';

const Panel = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  /* Below popups and dialogs (1000): the banner never covers what the visitor opened. */
  z-index: 900;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-top: 2px solid ${({ theme }) => theme.color.primary};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.12);
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

const Text = styled.div`
  flex: 1 1 320px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Both choices look the same: declining must be as easy as accepting (UK ICO guidance). */
const Choice = styled.button`
  font: inherit;
  font-weight: 600;
  min-width: 140px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Keeps the end of the page scrollable above the fixed banner. */
const Spacer = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

const CURRENT: Record<string, string> = {
  accepted: 'You currently accept cookies.',
  declined: 'You currently decline cookies.',
};

/** Non-modal cookie banner: shown while consent is unset, or reopened from "Cookie settings". */
export function ConsentBanner() {
  const open = useConsent(selectBannerOpen);
  return open ? <BannerPanel /> : null;
}

function BannerPanel() {
  const choice = useConsent((state) => state.choice);
  const reopened = useConsent((state) => state.reopened);
  const accept = useConsent((state) => state.accept);
  const decline = useConsent((state) => state.decline);
  const panel = useRef<HTMLElement>(null);
  const height = useElementHeight(panel);

  useEffect(() => {
    // Reopened on purpose: take the visitor to it. Shown on arrival: never steal focus.
    if (reopened) panel.current?.focus();
  }, [reopened]);

  return (
    <>
      <Spacer $height={height} aria-hidden="true" />
      <Panel ref={panel} aria-labelledby="consent-banner-heading" tabIndex={-1}>
        <Text>
          <h2 id="consent-banner-heading">Cookies on this site</h2>
          <p>
            We would like to use cookies for analytics and session recording, to understand how the site is used and
            improve it. They are only set if you accept. Read more in our <Link to="/privacy">privacy policy</Link>.
            {reopened && choice ? ` ${CURRENT[choice]}` : ''}
          </p>
        </Text>
        <Actions>
          <Choice type="button" onClick={accept}>
            Accept Cookies
          </Choice>
          <Choice type="button" onClick={decline}>
            Decline
          </Choice>
        </Actions>
      </Panel>
    </>
  );
}
