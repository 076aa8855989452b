import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { ModeToggle } from '../components/mode-toggle.tsx';
import { reloadPage } from '../utils/reload-page.ts';
import { renderInApp } from 'shared/testing';

jest.mock('../utils/reload-page.ts', () => ({ reloadPage: jest.fn() }));
const reload = reloadPage as jest.MockedFunction<typeof reloadPage>;

describe('ModeToggle', () => {
  beforeEach(() => {
    reload.mockReset();
    appStore.getState().setView('organizer');
  });

  it('names the current mode and switches to provider, reloading the page', async () => {
    renderInApp(<ModeToggle />, { at: '/account' });
    await userEvent.click(screen.getByRole('button', { name: 'Organizer Mode' }));
    expect(appStore.getState().selectedView).toBe('provider');
    expect(localStorage.getItem('selectedView')).toBe('provider');
    expect(screen.getByRole('button', { name: 'Provider Mode' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('switches back to organizer', async () => {
    appStore.getState().setView('provider');
    renderInApp(<ModeToggle />, { at: '/quotes' });
    await userEvent.click(screen.getByRole('button', { name: 'Provider Mode' }));
    expect(appStore.getState().selectedView).toBe('organizer');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the home page', async () => {
    renderInApp(<ModeToggle />, { at: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Organizer Mode' }));
    expect(appStore.getState().selectedView).toBe('provider');
    expect(reload).not.toHaveBeenCalled();
  });
});
