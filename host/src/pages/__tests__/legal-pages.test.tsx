import { screen, within } from '@testing-library/react';
import { renderInApp } from 'shared/testing';
import PrivacyPage from '../privacy.tsx';
import TermsPage from '../terms.tsx';

describe('/privacy', () => {
  beforeEach(() => renderInApp(<PrivacyPage />, { at: '/privacy', route: '/privacy' }));

  it('says what is held, for how long, who processes it and what the rights are', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const name of [
      'What we hold and why',
      'How long we keep it',
      'Who processes it for us',
      'Your rights and how to use them',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Google Firebase Authentication/)).toBeInTheDocument();
    expect(screen.getByText(/only after you choose "Accept Cookies"/)).toBeInTheDocument();
  });

  it('points each right at the place to use it', () => {
    const rights = screen.getByRole('heading', {
      level: 2,
      name: 'Your rights and how to use them',
    }).nextElementSibling;
    expect(rights).not.toBeNull();
    const links = within(rights as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/account', '/contact']));
    expect(within(rights as HTMLElement).getByText(/"Download my data"/)).toBeInTheDocument();
    expect(within(rights as HTMLElement).getByText(/"Delete my account"/)).toBeInTheDocument();
    expect(within(rights as HTMLElement).getByText(/Information Commissioner/)).toBeInTheDocument();
  });
});

describe('/terms', () => {
  beforeEach(() => renderInApp(<TermsPage />, { at: '/terms', route: '/terms' }));

  it('has terms for families and for providers', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For families' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For providers' })).toBeInTheDocument();
    expect(screen.getByText(/a statement once issued never changes/)).toBeInTheDocument();
  });

  it('links the privacy policy, billing and contact pages', () => {
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/billing', '/contact', '/account']));
  });
});
