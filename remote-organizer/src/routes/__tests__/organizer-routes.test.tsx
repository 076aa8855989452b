import { screen } from '@testing-library/react';
import { fakeHttp, renderInApp, signInAs, signOutEveryone } from 'shared/testing';
import { brightSparks } from '../../features/businesses/__tests__/businesses-fixtures.ts';
import { OrganizerRoutes } from '../organizer-routes.tsx';

describe("the organizer's route table", () => {
  beforeEach(() => {
    fakeHttp(({ path }) => {
      if (path === '/api/public/businesses') return { status: 200, body: { items: [], nextCursor: null } };
      if (path === '/api/public/businesses/bright-sparks-magic') return { status: 200, body: brightSparks };
      return undefined;
    });
  });

  it.each([
    ['/account', 'My Account'],
    ['/myevents', 'My Events'],
    ['/event/e1', 'Event Details'],
    ['/booking/b1', 'Booking Details'],
    ['/directory', 'Our Providers'],
    ['/pages/bright-sparks-magic', 'Bright Sparks Magic'],
  ])('shows %s as the screen titled "%s"', async (path, title) => {
    renderInApp(<OrganizerRoutes />, { at: path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it("passes a screen the path's parameters", async () => {
    signInAs();
    const http = fakeHttp(() => undefined);
    const view = renderInApp(<OrganizerRoutes />, { at: '/booking/b42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(http.calls[0]?.path).toBe('/api/bookings/b42');
    view.unmount();
    signOutEveryone();
  });

  it('renders nothing on a path that is not its own (the host is about to unmount it)', () => {
    renderInApp(<OrganizerRoutes />, { at: '/quotes' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
