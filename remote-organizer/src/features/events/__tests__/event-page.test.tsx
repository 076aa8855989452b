import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventView } from 'shared/contracts';
import { setParcelLoader } from 'shared/remote-slot';
import { fakeHttp, renderInApp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import { EventScreen } from '../../../routes/event-screen.tsx';
import { BUSINESS, EVENT_ID, bookingSummaryOf, eventOf, quoteOf } from './event-fixtures.ts';

// Filling a whole event form by keystrokes takes a few seconds when the suites run side by side.
jest.setTimeout(20_000);

afterEach(() => signOutEveryone());

type Answer = { status: number; body?: unknown } | undefined;

function serve(event: () => EventView, extra: (request: HttpRequest) => Answer = () => undefined) {
  return fakeHttp((request) => {
    const answered = extra(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === `/api/events/${EVENT_ID}`) return { status: 200, body: event() };
    return undefined;
  });
}

function renderEvent(id = EVENT_ID) {
  signInAs();
  return renderInApp(<EventScreen />, { at: `/event/${id}`, route: '/event/:id' });
}

const second = bookingSummaryOf({
  id: 'b2',
  business: { id: 'biz2', name: 'Party Pals', slug: 'party-pals' },
  openQuote: quoteOf({ id: 'q2', totalPence: 19900, depositPence: 0 }),
});

describe('the event page, for its organizer', () => {
  it('shows the details and the open quotes side by side: business, total, deposit, valid until', async () => {
    serve(() =>
      eventOf({
        bookings: [
          bookingSummaryOf(),
          second,
          bookingSummaryOf({
            id: 'b3',
            status: 'requested',
            openQuote: null,
            business: { id: 'x', name: 'Bouncy Kings', slug: 'bk' },
          }),
        ],
      }),
    );
    renderEvent();
    expect(await screen.findByRole('status', { name: 'Loading the event…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: "Maya's 6th birthday" })).toBeInTheDocument();
    const details = screen.getByLabelText('Event details');
    expect(details).toHaveTextContent('Address1 Park Road, London');
    expect(details).toHaveTextContent('AgesAges 5 to 7');
    expect(details).toHaveTextContent('NotesOne child has a nut allergy.');
    const cards = within(screen.getByRole('region', { name: 'Bookings and quotes' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bright Sparks Magic', 'Party Pals']);
    expect(cards[1]).toHaveTextContent('Total£199.00');
    expect(cards[1]).toHaveTextContent('DepositNone');
    expect(cards[1]).toHaveTextContent('Valid until');
    expect(
      within(screen.getByRole('list', { name: 'Other bookings' })).getByText('Quote requested'),
    ).toBeInTheDocument();
  });

  it("accepts a quote and reloads; a 409 shows the server's message", async () => {
    let accepted = false;
    const http = serve(
      () =>
        accepted
          ? eventOf({ bookings: [bookingSummaryOf({ status: 'confirmed', openQuote: null })] })
          : eventOf({ bookings: [bookingSummaryOf(), second] }),
      ({ method, path }) => {
        if (method !== 'POST') return undefined;
        if (path === `/api/quotes/${quoteOf().id}/accept`) {
          accepted = true;
          return { status: 200, body: {} };
        }
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'Party Pals has revised this quote meanwhile.' },
        };
      },
    );
    renderEvent();
    const pals = await screen.findByRole('article', { name: 'Party Pals' });
    await userEvent.click(within(pals).getByRole('button', { name: 'Decline quote' }));
    expect(await within(pals).findByRole('alert')).toHaveTextContent('Party Pals has revised this quote meanwhile.');

    await userEvent.click(
      within(screen.getByRole('article', { name: 'Bright Sparks Magic' })).getByRole('button', {
        name: 'Accept quote',
      }),
    );
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/quotes/q2/decline',
      `/api/quotes/${quoteOf().id}/accept`,
    ]);
  });

  it('edits the event with the same form and cancels it with a reason', async () => {
    const http = serve(
      () => eventOf(),
      ({ method, path, body }) => {
        if (method === 'PATCH') return { status: 200, body: eventOf({ ...(body as Partial<EventView>) }) };
        if (method === 'POST' && path === `/api/events/${EVENT_ID}/cancel`)
          return { status: 200, body: eventOf({ status: 'cancelled' }) };
        return undefined;
      },
    );
    renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit event' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, "Maya's party");
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Maya's party" })).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: "Maya's party",
      childrenCount: 12,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Venue flooded');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the event' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Venue flooded' });
  });

  it('a missing event, or someone else’s, is the not-found page', async () => {
    serve(() => eventOf());
    renderEvent('80000000-0000-4000-8000-000000000009');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the event page, for a provider', () => {
  afterEach(() => setParcelLoader(() => Promise.resolve(null)));

  it("hands a business's view of the event to the provider's BusinessEvent parcel", async () => {
    const asked: string[] = [];
    setParcelLoader(async (id) => {
      asked.push(id);
      return null;
    });
    serve(() => eventOf({ viewer: 'business', address: null, quotableBy: [BUSINESS] }));
    renderEvent();
    expect(await screen.findByText('The event is unavailable right now.')).toBeInTheDocument();
    expect(asked).toEqual(['remote_provider/BusinessEvent']);
    expect(screen.queryByRole('button', { name: 'Edit event' })).not.toBeInTheDocument();
  });
});
