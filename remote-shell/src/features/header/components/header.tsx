import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGO_HEIGHT, LOGO_WIDTH, SITE_NAME, TAGLINE } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import logoUrl from '../../../assets/logo.svg';
import { useSignedIn } from '../hooks/use-account-items.ts';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import { AccountMenu } from './account-menu.tsx';
import { AuthLinks } from './auth-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { NavLinks } from './nav-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
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
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

export function Header() {
  const narrow = useNarrowScreen();
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
