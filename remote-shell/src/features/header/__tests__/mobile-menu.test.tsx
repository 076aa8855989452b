import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setParcelLoader } from 'shared/remote-slot';
import { appStore } from 'shared/store';
import { Header } from '../components/header.tsx';
import { reloadPage } from '../utils/reload-page.ts';
import { renderInApp, setViewportWidth, signInAs, signOutEveryone } from 'shared/testing';

jest.mock('../utils/reload-page.ts', () => ({ reloadPage: jest.fn() }));
const reload = reloadPage as jest.MockedFunction<typeof reloadPage>;

const emptyParcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('Header on a narrow screen', () => {
  beforeEach(() => {
    reload.mockReset();
    setParcelLoader(async () => emptyParcel);
    signOutEveryone();
    appStore.getState().setView('organizer');
    setViewportWidth(600);
  });

  it('folds the navigation, the mode toggle and Login/Register into a Menu button at 600 px', async () => {
    renderInApp(<Header />, { at: '/about' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Organizer Mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('opens a panel with the links, Login, Register and the view switch for a visitor', async () => {
    renderInApp(<Header />, { at: '/about' });
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'How It Works?', 'Our Events', 'Our Providers', 'About Us']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    await userEvent.click(screen.getByRole('button', { name: 'Organizer Mode' }));
    expect(appStore.getState().selectedView).toBe('provider');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes after following a link', async () => {
    renderInApp(<Header />, { at: '/about' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'Our Events' }));
    expect(screen.getByText('Now at /ourevents')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    renderInApp(<Header />, { at: '/about' });
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('lists the account items for a signed-in provider, and switches view from there', async () => {
    signInAs({ view: 'provider' });
    renderInApp(<Header />, { at: '/quotes' });
    await userEvent.click(menuButton());
    const account = screen.getByRole('list', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My Account',
      'My Dashboard',
      'My Businesses',
      'My Quotes',
      'My Agenda',
      'Find Events',
      'Organizer View',
      'Logout',
    ]);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Organizer View' }));
    expect(screen.getByText('Now at /account')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('organizer');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the panel', async () => {
    const { signOut } = signInAs({ view: 'organizer' });
    renderInApp(<Header />, { at: '/myevents' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('keeps the desktop layout at 601 px', () => {
    setViewportWidth(601);
    renderInApp(<Header />, { at: '/about' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organizer Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
