import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_HEIGHT, LOGO_HEIGHT, LOGO_WIDTH, SITE_NAME, TAGLINE } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import { NARROW_SCREEN, useMediaQuery } from 'shared/ui/media-query';
import logoUrl from '../../../assets/logo.svg';
import { useSignedIn } from '../hooks/use-account-items.ts';
import { AccountMenu } from './account-menu.tsx';
import { AuthLinks } from './auth-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { NavLinks } from './nav-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Tagline lines: one above the mobile breakpoint, two at or below it. */
const TAGLINE_LINE_HEIGHT = 16;

/**
 * Exactly HEADER_HEIGHT tall when closed, at any width: one row of 44 px controls (logo,
 * navigation, actions) and the tagline's fixed lines. The host reserves that height before the header
 * arrives, so the page never shifts under it. Only the opened mobile menu makes it taller.
 */
const Bar = styled.header`
  box-sizing: border-box;
  min-height: ${HEADER_HEIGHT.wide}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    min-height: ${HEADER_HEIGHT.narrow}px;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  width: ${LOGO_WIDTH}px;
  height: ${LOGO_HEIGHT}px;
`;

const Tagline = styled.p`
  flex-basis: 100%;
  order: 10;
  margin: 0;
  font-size: 0.8rem;
  line-height: ${TAGLINE_LINE_HEIGHT}px;
  height: ${TAGLINE_LINE_HEIGHT}px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    height: ${TAGLINE_LINE_HEIGHT * 2}px;
    white-space: normal;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

export function Header() {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const signedIn = useSignedIn();
  return (
    <Bar>
      <LogoLink to="/">
        <img src={logoUrl} alt={`${SITE_NAME} home`} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
      </LogoLink>
      {!narrow && <NavLinks />}
      <Actions>
        {!narrow && <ModeToggle />}
        <ThemeToggle />
        {/* Only a verified user has notifications: no one else downloads the bell's remote. */}
        {signedIn && <RemoteSlot id="remote_notifications/Bell" label="Notifications" />}
        {!narrow && (signedIn ? <AccountMenu /> : <AuthLinks />)}
      </Actions>
      {narrow && <MobileMenu />}
      <Tagline>{TAGLINE}</Tagline>
    </Bar>
  );
}
