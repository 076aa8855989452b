import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { renderInApp } from 'shared/testing';
import { Footer } from '../components/footer.tsx';

function renderFooter(path = '/about') {
  renderInApp(<Footer signUp={<button type="button">Sign-up form</button>} />, { at: path });
  return screen.getByRole('contentinfo');
}

const section = (footer: HTMLElement, name: string) => within(footer).getByRole('region', { name });
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  beforeEach(() => appStore.getState().setView('organizer'));

  it('lists Help and Legal links', () => {
    const footer = renderFooter();
    expect(hrefs(section(footer, 'Help'))).toEqual([
      ['Support', 'https://support.kidsevents.example'],
      ['Contact Us', '/contact'],
    ]);
    expect(hrefs(section(footer, 'Legal'))).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });

  it('opens the support site and Instagram in a new tab, without an opener', () => {
    const footer = renderFooter();
    for (const link of [
      within(footer).getByRole('link', { name: 'Support' }),
      within(footer).getByRole('link', { name: 'KidsEvents on Instagram' }),
    ]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: 'KidsEvents on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/kidsevents',
    );
  });

  it('links Privacy Policy, Terms of Service and Gallery Photos, with the copyright line', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Gallery Photos' })).toHaveAttribute('href', '/gallery');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} KidsEvents Ltd. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('shows the mailing-list form it is given', () => {
    const footer = renderFooter();
    expect(within(section(footer, 'Mailing list')).getByRole('button', { name: 'Sign-up form' })).toBeInTheDocument();
  });

  it('Register a Business switches to the provider view and goes to /register', async () => {
    const footer = renderFooter('/about');
    await userEvent.click(within(section(footer, 'Vendors')).getByRole('link', { name: 'Register a Business' }));
    expect(screen.getByText('Now at /register')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('provider');
    expect(localStorage.getItem('selectedView')).toBe('provider');
  });

  it('Why Choose Us? switches an organizer to the provider view and goes to /', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const footer = renderFooter('/about');
    await userEvent.click(within(section(footer, 'Vendors')).getByRole('link', { name: 'Why Choose Us?' }));
    expect(screen.getByText('Now at /')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('provider');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('Why Choose Us? scrolls a provider back to the top', async () => {
    appStore.getState().setView('provider');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const footer = renderFooter('/');
    await userEvent.click(within(section(footer, 'Vendors')).getByRole('link', { name: 'Why Choose Us?' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText('Now at /')).toBeInTheDocument();
    expect(appStore.getState().selectedView).toBe('provider');
    scrollTo.mockRestore();
  });
});
