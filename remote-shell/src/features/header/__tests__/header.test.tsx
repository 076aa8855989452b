import { screen, waitFor, within } from '@testing-library/react';
import { setParcelLoader } from 'shared/remote-slot';
import { TAGLINE } from 'shared/contracts';
import { Header } from '../components/header.tsx';
import { renderInApp, setViewportWidth, signInAs, signOutEveryone } from 'shared/testing';

// The bell is another remote's parcel; here its slot mounts an empty one.
const emptyParcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('Header', () => {
  let loaded: string[];

  beforeEach(() => {
    setViewportWidth(1280);
    loaded = [];
    setParcelLoader(async (id) => {
      loaded.push(id);
      return emptyParcel;
    });
    signOutEveryone();
  });

  it('shows the logo linking home, the tagline and the main navigation', () => {
    renderInApp(<Header />, { at: '/about' });
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: 'KidsEvents home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByRole('img', { name: 'KidsEvents home' })).toHaveAttribute('width', '100');
    expect(within(logo).getByRole('img')).toHaveAttribute('height', '40');
    expect(within(banner).getByText(TAGLINE)).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('offers Login and Register to a visitor, and the desktop mode toggle', () => {
    renderInApp(<Header />, { at: '/about' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Organizer Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('still offers Login and Register while the email is not verified', () => {
    signInAs({ emailVerified: false });
    renderInApp(<Header />, { at: '/about' });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('replaces Login and Register with the account menu once the email is verified', () => {
    signInAs();
    renderInApp(<Header />, { at: '/about' });
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('does not load the bell for a visitor or an unverified user: they have no notifications', async () => {
    renderInApp(<Header />, { at: '/about' });
    signInAs({ emailVerified: false });
    renderInApp(<Header />, { at: '/about' });
    await screen.findAllByRole('link', { name: 'Login' });
    expect(loaded).not.toContain('remote_notifications/Bell');
  });

  it('loads the bell for a verified user', async () => {
    signInAs();
    renderInApp(<Header />, { at: '/about' });
    await waitFor(() => expect(loaded).toContain('remote_notifications/Bell'));
  });
});
