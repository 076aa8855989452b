import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderInApp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import { BusinessEventRoutes } from '../../../routes/business-event-screen.tsx';
import { EVENT_ID, SPARKS, eventView, summary } from './booking-data.ts';

// Typing a whole quote by keystrokes takes a few seconds when the suites run side by side.
jest.setTimeout(20_000);

afterEach(() => signOutEveryone());

function serve(event: ReturnType<typeof eventView>, extra: (request: HttpRequest) => unknown = () => undefined) {
  return fakeHttp((request) => {
    const answered = extra(request);
    if (answered) return answered as { status: number; body?: unknown };
    if (request.method === 'GET' && request.path === `/api/events/${EVENT_ID}`) return { status: 200, body: event };
    return undefined;
  });
}

function renderEvent(id = EVENT_ID) {
  signInAs({ email: 'provider@example.com', view: 'provider' });
  return renderInApp(<BusinessEventRoutes />, { at: `/event/${id}` });
}

describe('/event/{id} for a business (the BusinessEvent parcel)', () => {
  it('shows only the public part, and "Send a quote" opens a quote form that posts on the event', async () => {
    const http = serve(eventView({ quotableBy: [SPARKS] }), ({ method, path }) =>
      method === 'POST' && path === `/api/events/${EVENT_ID}/quotes`
        ? { status: 201, body: { id: 'new-booking' } }
        : undefined,
    );
    renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday party in SW11' })).toBeInTheDocument();
    expect(screen.getByText('Magicians, Face Painting')).toBeInTheDocument();
    expect(screen.getByText('£300.00')).toBeInTheDocument();
    expect(screen.getByText(/shared with you once the booking is confirmed/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a quote' }));
    expect(screen.getByText(`Quoting as ${SPARKS.name}.`)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Magic show');
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1 price (£)' }), '240');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Now at /quote/new-booking')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      businessId: SPARKS.id,
      items: [{ description: 'Magic show', pence: 24000 }],
      totalPence: 24000,
    });
  });

  it('with a booking already, "Send a quote" leads to its quote screen', async () => {
    const booking = summary(1, { status: 'requested' });
    serve(eventView({ bookings: [booking] }));
    renderEvent();
    expect(await screen.findByRole('link', { name: 'Send a quote' })).toHaveAttribute('href', `/quote/${booking.id}`);
  });

  it('an event that is not theirs to see is the not-found page', async () => {
    serve(eventView());
    renderEvent('40000000-0000-4000-8000-000000000009');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
