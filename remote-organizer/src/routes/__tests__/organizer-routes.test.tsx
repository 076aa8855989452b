import { screen } from '@testing-library/react';
import { renderInApp } from 'shared/testing';
import { OrganizerRoutes } from '../organizer-routes.tsx';

describe("the organizer's route table", () => {
  it.each([
    ['/account', 'My Account'],
    ['/myevents', 'My Events'],
    ['/event/e1', 'Event Details'],
    ['/booking/b1', 'Booking Details'],
    ['/directory', 'Our Providers'],
    ['/pages/Demo%20Business', 'Demo Business'],
  ])('shows %s as the screen titled "%s"', (path, title) => {
    renderInApp(<OrganizerRoutes />, { at: path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it("passes a screen the path's parameters", () => {
    renderInApp(<OrganizerRoutes />, { at: '/booking/b42' });
    expect(screen.getByText('The quotes, messages and status of booking b42.')).toBeInTheDocument();
  });

  it('renders nothing on a path that is not its own (the host is about to unmount it)', () => {
    renderInApp(<OrganizerRoutes />, { at: '/quotes' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
