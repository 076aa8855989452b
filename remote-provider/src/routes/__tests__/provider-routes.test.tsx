import { screen } from '@testing-library/react';
import { renderInApp } from 'shared/testing';
import { ProviderRoutes } from '../provider-routes.tsx';

describe("the provider's route table", () => {
  it.each([
    ['/vendorshome', "Grow Your Kids' Events Business"],
    ['/mybusinesses', 'My Businesses'],
    ['/business/b1/services', 'Edit Business'],
    ['/quotes', 'My Quotes'],
    ['/quote/b1', 'Quote'],
    ['/quote/b1/q1', 'Quote'],
    ['/agenda', 'My Agenda'],
    ['/agenda/b1', 'My Agenda'],
    ['/events', 'Find Events'],
    ['/mybusinessevents', 'My Business Events'],
    ['/billing', 'Billing'],
  ])('shows %s as the screen titled "%s"', (path, title) => {
    renderInApp(<ProviderRoutes />, { at: path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it.each([
    ['/quote/b1', 'Write a quote for booking b1.'],
    ['/quote/b1/q7', 'Quote q7 for booking b1.'],
    ['/agenda/b3', 'Upcoming bookings for business b3.'],
    ['/agenda', 'Upcoming bookings for all your businesses.'],
  ])("passes a screen the path's parameters (%s)", (path, text) => {
    renderInApp(<ProviderRoutes />, { at: path });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders nothing on a path that is not its own (the host is about to unmount it)', () => {
    renderInApp(<ProviderRoutes />, { at: '/account' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
