import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import { CAKES, businessList, quote, summary } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

function api(threads: (request: HttpRequest) => { items: unknown[]; nextCursor: string | null }) {
  return fakeHttp((request) => {
    if (request.path === '/api/businesses') return { status: 200, body: businessList() };
    if (request.path === '/api/bookings') return { status: 200, body: threads(request) };
    return undefined;
  });
}

const bookingCalls = (http: ReturnType<typeof api>) =>
  http.calls.filter((call) => call.path === '/api/bookings').map((call) => call.search);

describe('/quotes', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it("lists every thread of the provider's businesses with where it stands, each linking to its quote page, a page at a time", async () => {
    const quoted = summary(2, { status: 'quoted', openQuote: quote(), business: CAKES });
    const http = api((request) =>
      request.query.get('cursor') === 'page-2'
        ? { items: [summary(3, { status: 'confirmed', eventLabel: "Maya's 6th birthday" })], nextCursor: null }
        : { items: [summary(1), quoted], nextCursor: 'page-2' },
    );
    renderProvider('/quotes');

    const first = await screen.findByRole('listitem', { name: 'Birthday party on 1 March 2027' });
    expect(within(first).getByRole('link', { name: 'Birthday party on 1 March 2027' })).toHaveAttribute(
      'href',
      `/quote/${summary(1).id}`,
    );
    expect(within(first).getByText(/Quote requested/)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Birthday party on 2 March 2027' });
    expect(within(second).getByText(/Cake Corner/)).toBeInTheDocument();
    expect(within(second).getByText('Your open quote: £240.00, valid until Monday 1 March 2027')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: "Maya's 6th birthday" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(bookingCalls(http)).toEqual(['?as=business', '?as=business&cursor=page-2']);
  });

  it('filters by status and by business in the URL, and reads the filters back from it', async () => {
    const http = api(() => ({ items: [], nextCursor: null }));
    const router = renderProvider('/quotes?status=confirmed');
    expect(await screen.findByText('No booking threads match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');

    await screen.findByRole('option', { name: 'Cake Corner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Business' }), 'Cake Corner');
    expect(router.state.location.search).toBe(`?status=confirmed&business=${CAKES.id}`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Every status');
    expect(router.state.location.search).toBe(`?business=${CAKES.id}`);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
    expect(bookingCalls(http)).toEqual([
      '?as=business&status=confirmed',
      `?as=business&status=confirmed&businessId=${CAKES.id}`,
      `?as=business&businessId=${CAKES.id}`,
      `?as=business&status=confirmed&businessId=${CAKES.id}`,
    ]);
  });

  it('points a provider with no threads yet at Find events', async () => {
    api(() => ({ items: [], nextCursor: null }));
    renderProvider('/quotes');
    expect(await screen.findByRole('link', { name: 'find events' })).toHaveAttribute('href', '/events');
  });

  it('reads the threads again, keeping the pages shown, when the live stream says something changed', async () => {
    let status: 'requested' | 'quoted' = 'requested';
    const http = api((request) =>
      request.query.get('cursor')
        ? { items: [summary(2)], nextCursor: null }
        : { items: [summary(1, { status })], nextCursor: 'page-2' },
    );
    renderProvider('/quotes');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByRole('listitem', { name: 'Birthday party on 2 March 2027' });

    status = 'quoted';
    act(() => appStore.getState().noteLiveChange());
    const first = screen.getByRole('listitem', { name: 'Birthday party on 1 March 2027' });
    expect(await within(first).findByText(/Quote sent/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Birthday party on 2 March 2027' })).toBeInTheDocument();
    expect(bookingCalls(http)).toHaveLength(4);
  });

  it('shows what went wrong when the threads cannot be read', async () => {
    fakeHttp((request) =>
      request.path === '/api/bookings'
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something broke.' } }
        : { status: 200, body: businessList() },
    );
    renderProvider('/quotes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  });
});
