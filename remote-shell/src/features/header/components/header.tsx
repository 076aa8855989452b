import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGO_HEIGHT, LOGO_WIDTH, SITE_NAME, TAGLINE } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import logoUrl from '../../../assets/logo.svg';
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
  return (
    <Bar>
      <Link to="/" aria-label={`${SITE_NAME} home`}>
        <img src={logoUrl} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} />
      </Link>
      <NavLinks />
      <Actions>
        <ModeToggle />
        <ThemeToggle />
        <RemoteSlot id="remote_notifications/Bell" label="Notifications" />
        <Link to="/login">Login</Link>
        <Link to="/register">Register</Link>
      </Actions>
      <Tagline>{TAGLINE}</Tagline>
    </Bar>
  );
}
