import { screen, within } from '@testing-library/react';
import { NavLinks } from '../components/nav-links.tsx';
import { renderInApp } from 'shared/testing';

describe('NavLinks', () => {
  it('offers the five destinations of the spec, marking the current one', () => {
    renderInApp(<NavLinks />, { at: '/directory' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['How It Works?', '/howitworks'],
      ['Our Events', '/ourevents'],
      ['Our Providers', '/directory'],
      ['About Us', '/about'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Our Providers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
