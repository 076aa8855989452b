import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeHttp, signOutEveryone } from 'shared/testing';
import { ThemeRoot } from 'shared/theme';
import { providerRoutes } from '../provider-routes.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(providerRoutes, { initialEntries: [path] });
  render(
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
  return router;
}

describe("the provider's route table", () => {
  beforeEach(() => {
    signOutEveryone();
    fakeHttp(() => undefined);
  });

  it.each([
    ['/vendorshome', "Grow Your Kids' Events Business"],
    ['/mybusinesses', 'My Businesses'],
    ['/business/b1/details', 'Edit Business'],
    ['/quotes', 'My Quotes'],
    ['/quote/b1', 'Quote'],
    ['/quote/b1/q1', 'Quote'],
    ['/agenda', 'My Agenda'],
    ['/agenda/b1', 'My Agenda'],
    ['/events', 'Find Events'],
    ['/mybusinessevents', 'My Business Events'],
    ['/billing', 'Billing'],
  ])('shows %s as the screen titled "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it.each([
    '/business/new/details',
    '/business/b1/photos',
    '/mybusinesses',
    '/quotes?status=quoted',
    '/quote/b1',
    '/quote/b1/q7',
    '/events',
    '/mybusinessevents/b2',
    '/agenda',
    '/agenda/b3',
    '/billing',
  ])('asks a visitor at %s to log in, and brings them back afterwards', (path) => {
    renderAt(path);
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
  });

  it('renders nothing on a path that is not its own (the host is about to unmount it)', () => {
    renderAt('/account');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
