import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStore } from 'shared/consent';
import { renderInApp } from 'shared/testing';
import { FooterRoot } from '../footer.tsx';

/** The footer parcel's content: the footer, with its cookie settings, then the banner. */
function renderFooterParcel() {
  renderInApp(<FooterRoot />, { at: '/about' });
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('Cookie settings', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      consentStore.getState().sync();
      consentStore.setState({ reopened: false });
    });
  });

  it('reopens the choice from the footer, and Decline withdraws an earlier acceptance', async () => {
    renderFooterParcel();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(banner()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('user-consent')).toBe('declined');
    expect(banner()).not.toBeInTheDocument();
  });

  it('sits outside the footer landmark, so the footer keeps one Privacy link of its own', () => {
    renderFooterParcel();
    expect(screen.getByRole('contentinfo')).not.toContainElement(banner());
  });
});
