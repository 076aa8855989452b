import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { CAKES, SPARKS, businessList, quote, summary } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

function api() {
  return fakeHttp((request) => {
    if (request.path === '/api/businesses') return { status: 200, body: businessList() };
    if (request.path !== '/api/bookings') return undefined;
    const all = [
      summary(1, { status: 'confirmed', eventLabel: "Maya's 6th birthday" }),
      summary(2, { status: 'requested' }),
      summary(3, { status: 'quoted', openQuote: quote(), business: CAKES }),
      summary(4, { status: 'requested', business: CAKES }),
    ];
    const businessId = request.query.get('businessId');
    const items = businessId ? all.filter((booking) => booking.business.id === businessId) : all;
    return { status: 200, body: { items, nextCursor: null } };
  });
}

describe('/mybusinessevents/{businessId?}', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it("groups every business's bookings by status", async () => {
    api();
    renderProvider('/mybusinessevents');

    const requested = await screen.findByRole('region', { name: 'Quote requested (2)' });
    expect(
      within(requested)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Birthday party on 2 March 2027', 'Birthday party on 4 March 2027']);
    expect(screen.getByRole('region', { name: 'Quote sent (1)' })).toBeInTheDocument();
    const confirmed = screen.getByRole('region', { name: 'Confirmed (1)' });
    expect(within(confirmed).getByRole('link', { name: "Maya's 6th birthday" })).toHaveAttribute(
      'href',
      `/quote/${summary(1).id}`,
    );
    expect(screen.getByRole('heading', { name: 'Bookings of all your businesses' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Cancelled/ })).not.toBeInTheDocument();
  });

  it("shows one business's bookings, and moves between businesses", async () => {
    const http = api();
    const router = renderProvider(`/mybusinessevents/${CAKES.id}`);

    expect(await screen.findByRole('heading', { name: 'Bookings of Cake Corner' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Quote sent (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quote requested (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cake Corner' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Bright Sparks Magic' }));
    expect(await screen.findByRole('heading', { name: 'Bookings of Bright Sparks Magic' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/mybusinessevents/${SPARKS.id}`);
    expect(http.calls.filter((call) => call.path === '/api/bookings').map((call) => call.search)).toEqual([
      `?as=business&businessId=${CAKES.id}`,
      `?as=business&businessId=${SPARKS.id}`,
    ]);
  });

  it.each(['10000000-0000-4000-8000-000000000099', 'not-an-id'])(
    'shows the not-found page for a business that is not theirs (%s)',
    async (businessId) => {
      fakeHttp((request) =>
        request.path === '/api/businesses'
          ? { status: 200, body: businessList() }
          : { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'businessId: must be a uuid' } },
      );
      renderProvider(`/mybusinessevents/${businessId}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows what went wrong when the bookings cannot be read', async () => {
    fakeHttp((request) =>
      request.path === '/api/businesses'
        ? { status: 200, body: businessList() }
        : { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a moment.' } },
    );
    renderProvider(`/mybusinessevents/${SPARKS.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment.');
  });
});
