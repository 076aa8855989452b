import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { AccountMenu } from '../components/account-menu.tsx';
import { renderInApp, signInAs, signOutEveryone } from 'shared/testing';

const menuButton = () => screen.getByRole('button', { name: 'Account' });
const itemNames = () =>
  within(screen.getByRole('menu', { name: 'Account' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('AccountMenu', () => {
  beforeEach(signOutEveryone);

  it('offers the organizer My Account, My Events, the Provider View switch and Logout', async () => {
    signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/about' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(itemNames()).toEqual(['My Account', 'My Events', 'Provider View', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'My Events' })).toHaveAttribute('href', '/myevents');
  });

  it('offers the provider their dashboard, businesses, quotes, agenda, events and the Organizer View switch', async () => {
    signInAs({ view: 'provider' });
    renderInApp(<AccountMenu />, { at: '/about' });
    await userEvent.click(menuButton());
    expect(itemNames()).toEqual([
      'My Account',
      'My Dashboard',
      'My Businesses',
      'My Quotes',
      'My Agenda',
      'Find Events',
      'Organizer View',
      'Logout',
    ]);
    const hrefs = ['My Dashboard', 'My Businesses', 'My Quotes', 'My Agenda', 'Find Events'].map((name) =>
      screen.getByRole('menuitem', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/vendorshome', '/mybusinesses', '/quotes', '/agenda', '/events']);
  });

  it('switches to the provider view and goes to My Businesses', async () => {
    signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/about' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Provider View' }));
    expect(screen.getByText('Now at /mybusinesses')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('provider');
    expect(localStorage.getItem('selectedView')).toBe('provider');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('switches to the organizer view and goes to My Account', async () => {
    signInAs({ view: 'provider' });
    renderInApp(<AccountMenu />, { at: '/quotes' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Organizer View' }));
    expect(screen.getByText('Now at /account')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('organizer');
    expect(localStorage.getItem('selectedView')).toBe('organizer');
  });

  it('follows a link and closes', async () => {
    signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/about' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Events' }));
    expect(screen.getByText('Now at /myevents')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out through the identity provider, then goes home', async () => {
    const { signOut } = signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/myevents' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/about' });
    await userEvent.tab();
    expect(menuButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Events' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('closes when the user clicks elsewhere', async () => {
    signInAs({ view: 'organizer' });
    renderInApp(<AccountMenu />, { at: '/about' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByText('Now at /about'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
