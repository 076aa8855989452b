import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { consentStore } from 'shared/consent';
import { ThemeRoot } from 'shared/theme';
import { ConsentBanner } from '../components/consent-banner.tsx';

const HOUR = 3_600_000;
const YEAR = 31_536_000_000;

function renderBanner() {
  return render(
    <ThemeRoot>
      <MemoryRouter>
        <ConsentBanner />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('ConsentBanner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    localStorage.clear();
    act(() => {
      consentStore.getState().sync();
      consentStore.setState({ reopened: false });
    });
  });
  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is shown while no choice is stored, with a link to the privacy policy and both choices', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('Accept Cookies stores the choice and its time, and hides the banner', async () => {
    renderBanner();
    await user().click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(localStorage.getItem('user-consent')).toBe('accepted');
    expect(localStorage.getItem('consent-timestamp')).toBe(String(Date.now()));
    expect(banner()).not.toBeInTheDocument();
  });

  it('Decline stores the choice and its time, and hides the banner', async () => {
    renderBanner();
    await user().click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('user-consent')).toBe('declined');
    expect(localStorage.getItem('consent-timestamp')).toBe(String(Date.now()));
    expect(banner()).not.toBeInTheDocument();
  });

  it('returns once a decline is 1 hour old, with both keys removed', async () => {
    renderBanner();
    await user().click(screen.getByRole('button', { name: 'Decline' }));
    act(() => jest.advanceTimersByTime(HOUR - 1));
    expect(banner()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
    expect(localStorage.getItem('user-consent')).toBeNull();
    expect(localStorage.getItem('consent-timestamp')).toBeNull();
  });

  it('returns once an acceptance is 365 days old', async () => {
    renderBanner();
    await user().click(screen.getByRole('button', { name: 'Accept Cookies' }));
    act(() => jest.advanceTimersByTime(YEAR - 1));
    expect(banner()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it('stays hidden for a stored choice that has not expired', () => {
    localStorage.setItem('user-consent', 'declined');
    localStorage.setItem('consent-timestamp', String(Date.now() - HOUR + 60_000));
    act(() => consentStore.getState().sync());
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('reopened from Cookie settings, it takes focus and can be operated from the keyboard', async () => {
    renderBanner();
    await user().click(screen.getByRole('button', { name: 'Accept Cookies' }));
    act(() => consentStore.getState().reopen());
    expect(banner()).toHaveFocus();
    expect(screen.getByText(/You currently accept cookies/)).toBeInTheDocument();
    await user().tab();
    await user().tab();
    await user().tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(localStorage.getItem('user-consent')).toBe('declined');
    expect(banner()).not.toBeInTheDocument();
  });
});
