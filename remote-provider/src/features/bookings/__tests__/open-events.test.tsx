import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { BOOKING_ID, CAKES, EVENT_ID, SPARKS, bookingView, openEvent, quote } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

const SECOND_EVENT = '40000000-0000-4000-8000-000000000002';
const firstCard = () => screen.findByRole('listitem', { name: 'Birthday party on Sunday 14 March 2027 in SW11' });

describe('/events (Find events)', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it('lists open events soonest first with their public details, and shows more on request', async () => {
    const later = openEvent({ id: SECOND_EVENT, type: 'Christening', date: '2027-04-02', postcodeDistrict: 'BS1' });
    const http = fakeHttp((request) =>
      request.path === '/api/open-events'
        ? {
            status: 200,
            body: request.query.get('cursor')
              ? { items: [later], nextCursor: null }
              : { items: [openEvent()], nextCursor: 'next' },
          }
        : undefined,
    );
    renderProvider('/events');

    const card = await firstCard();
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('5 to 7 years')).toBeInTheDocument();
    expect(within(card).getByText('Magicians, Face Painting')).toBeInTheDocument();
    expect(within(card).getByText('Matches Bright Sparks Magic.')).toBeInTheDocument();
    expect(within(card).queryByText('Address')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const cards = await screen.findAllByRole('listitem', { name: /^(Birthday party|Christening) on/ });
    expect(cards.map((each) => each.getAttribute('aria-label'))).toEqual([
      'Birthday party on Sunday 14 March 2027 in SW11',
      'Christening on Friday 2 April 2027 in BS1',
    ]);
    expect(http.calls.map((call) => call.search)).toEqual(['', '?cursor=next']);
  });

  it('sends a quote as the chosen business and opens the booking it started', async () => {
    const http = fakeHttp((request) => {
      if (request.path === '/api/open-events') {
        return { status: 200, body: { items: [openEvent({ matchingBusinesses: [SPARKS, CAKES] })], nextCursor: null } };
      }
      if (request.path === `/api/events/${EVENT_ID}/quotes`)
        return { status: 201, body: bookingView({ status: 'quoted', quotes: [quote()] }) };
      if (request.path === `/api/bookings/${BOOKING_ID}`)
        return { status: 200, body: bookingView({ status: 'quoted', quotes: [quote()] }) };
      if (request.path.endsWith('/messages')) return { status: 200, body: { items: [], nextCursor: null } };
      return undefined;
    });
    const router = renderProvider('/events');
    const card = await firstCard();
    const open = within(card).getByRole('button', { name: 'Send a quote' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Quote as' }), 'Cake Corner');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Item 1' }), 'Birthday cake for 12');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Item 1 price (£)' }), '85');
    await userEvent.click(within(card).getByRole('button', { name: 'Send quote' }));

    await screen.findByRole('heading', { name: 'Revise your quote' });
    expect(router.state.location.pathname).toBe(`/quote/${BOOKING_ID}`);
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      businessId: CAKES.id,
      items: [{ description: 'Birthday cake for 12', pence: 8500 }],
      totalPence: 8500,
    });
  });

  it("shows the server's refusal under the form and stays on the event", async () => {
    fakeHttp((request) => {
      if (request.path === '/api/open-events') return { status: 200, body: { items: [openEvent()], nextCursor: null } };
      if (request.path === `/api/events/${EVENT_ID}/quotes`) {
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Bright Sparks Magic already has an open booking on this event.',
          },
        };
      }
      return undefined;
    });
    const router = renderProvider('/events');
    const card = await firstCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Send a quote' }));
    expect(within(card).getByText('Quoting as Bright Sparks Magic.')).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Item 1' }), 'Magic show');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Item 1 price (£)' }), '180');
    await userEvent.click(within(card).getByRole('button', { name: 'Send quote' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Bright Sparks Magic already has an open booking on this event.',
    );
    expect(router.state.location.pathname).toBe('/events');
  });

  it('says when nothing matches, and looks again when something changes', async () => {
    let items = [openEvent({ matchingBusinesses: [] })];
    fakeHttp((request) =>
      request.path === '/api/open-events' ? { status: 200, body: { items, nextCursor: null } } : undefined,
    );
    renderProvider('/events');
    expect(await screen.findByText(/No open events match your live businesses/)).toBeInTheDocument();

    items = [openEvent()];
    act(() => appStore.getState().noteLiveChange());
    expect(await firstCard()).toBeInTheDocument();
  });
});
