import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { MyBusinesses } from '../components/my-businesses.tsx';
import { ownerBusiness, summaryOf } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

describe('my businesses', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => signOutEveryone());

  it('lists each business with its status and what is missing, a page at a time', async () => {
    const draft = summaryOf(
      ownerBusiness({
        id: 'b1',
        name: 'Bouncy Bristol',
        completeness: {
          details: true,
          packages: true,
          photos: false,
          areas: false,
          complete: false,
          missing: ['at least one photo', 'at least one area covered'],
        },
      }),
    );
    const live = summaryOf(ownerBusiness({ id: 'b2', name: 'Cake Corner', status: 'live' }));
    const http = fakeHttp((request) =>
      request.query.get('cursor') === 'next-page'
        ? { status: 200, body: { items: [live], nextCursor: null } }
        : { status: 200, body: { items: [draft], nextCursor: 'next-page' } },
    );
    renderRoutes([{ path: 'mybusinesses', element: <MyBusinesses /> }], '/mybusinesses');

    const first = await screen.findByRole('listitem', { name: 'Bouncy Bristol' });
    expect(within(first).getByText('Status: Draft')).toBeInTheDocument();
    expect(
      within(first).getByText('To publish, add at least one photo and at least one area covered.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a business' })).toHaveAttribute('href', '/business/new/details');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('listitem', { name: 'Cake Corner' });
    expect(within(second).getByText('Status: Live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(http.calls.map((call) => call.url)).toEqual([
      'http://localhost/api/businesses',
      'http://localhost/api/businesses?cursor=next-page',
    ]);
  });
});
