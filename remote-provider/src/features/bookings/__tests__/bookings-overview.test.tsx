import { act, screen, within } from '@testing-library/react';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { businessList, quote, summary } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

describe("the vendors home's bookings", () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2027-03-05T12:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    signInAs({ email: 'provider@example.com', view: 'provider' });
  });
  afterEach(() => {
    act(() => signOutEveryone());
    jest.useRealTimers();
  });

  it('shows new requests, quotes awaiting an answer and the next confirmed bookings, soonest first', async () => {
    let requested = [summary(20), summary(21)];
    const http = fakeHttp((request) => {
      if (request.path === '/api/businesses') return { status: 200, body: businessList() };
      if (request.path.startsWith('/api/businesses/')) return undefined;
      if (request.path !== '/api/bookings') return undefined;
      const status = request.query.get('status');
      if (status === 'requested') return { status: 200, body: { items: requested, nextCursor: 'more' } };
      if (status === 'quoted')
        return {
          status: 200,
          body: { items: [summary(22, { status: 'quoted', openQuote: quote() })], nextCursor: null },
        };
      const confirmed = [
        summary(28, { status: 'confirmed' }),
        summary(1, { status: 'confirmed', eventLabel: 'Already over' }),
        summary(9, { status: 'confirmed', eventLabel: "Maya's 6th birthday" }),
      ];
      return { status: 200, body: { items: confirmed, nextCursor: null } };
    });
    renderProvider('/vendorshome');

    const fresh = await screen.findByRole('region', { name: 'New requests' });
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(2);
    expect(within(fresh).getByRole('link', { name: 'See every new request' })).toHaveAttribute(
      'href',
      '/quotes?status=requested',
    );
    const awaiting = screen.getByRole('region', { name: 'Quotes awaiting an answer' });
    expect(within(awaiting).getByText(/Your open quote: £240.00/)).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next confirmed bookings' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(["Maya's 6th birthday", 'Birthday party on 28 March 2027', 'See all your bookings']);
    expect(http.calls.filter((call) => call.path === '/api/bookings').map((call) => call.search)).toEqual([
      '?as=business&status=requested&limit=5',
      '?as=business&status=quoted&limit=5',
      '?as=business&status=confirmed&limit=100',
    ]);

    requested = [];
    act(() => appStore.getState().noteLiveChange());
    expect(await within(fresh).findByText('No requests are waiting for a quote.')).toBeInTheDocument();
  });
});
