import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone, type HttpAnswer } from 'shared/testing';
import { BOOKING_ID, bookingView, eventView, quote } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

const completed = (overrides: Partial<BookingView> = {}) =>
  bookingView({
    status: 'completed',
    quotes: [quote({ status: 'accepted' })],
    event: eventView({ status: 'completed', title: "Maya's 6th birthday", address: '1 Park Road' }),
    ...overrides,
  });

/** The completed booking at GET; the refund answered by `refund`. */
function api(refund: () => HttpAnswer) {
  return fakeHttp((request) => {
    if (request.method === 'POST' && request.path === `/api/bookings/${BOOKING_ID}/refund`) return refund();
    if (request.path === `/api/bookings/${BOOKING_ID}`) return { status: 200, body: completed() };
    if (request.path === `/api/bookings/${BOOKING_ID}/messages`)
      return { status: 200, body: { items: [], nextCursor: null } };
    return undefined;
  });
}

describe('Refund booking, on a completed booking', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it('asks for a reason and a confirmation, then shows the booking refunded', async () => {
    const refunded = completed({
      status: 'refunded',
      refundReason: 'The magician fell ill halfway through.',
      refundedAt: '2027-03-16T10:00:00.000Z',
    });
    const http = api(() => ({ status: 200, body: refunded }));
    renderProvider(`/quote/${BOOKING_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Refund booking' }));
    expect(screen.getByText(/Refund this booking\? This cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }));
    expect(await screen.findByText('Tell the family why you are refunding.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why are you refunding?' }),
      '  The magician fell ill halfway through.  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }));

    expect(
      await screen.findByText('You refunded this booking: The magician fell ill halfway through.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText(/^Refunded: the family has been told/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund booking' })).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: 'The magician fell ill halfway through.' },
    ]);
  });

  it("keeps the booking on second thoughts, and shows the server's refusal", async () => {
    const http = api(() => ({ status: 409, body: { message: 'This booking has already been refunded.' } }));
    renderProvider(`/quote/${BOOKING_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Refund booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep the booking' }));
    expect(screen.queryByRole('textbox', { name: 'Why are you refunding?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refund booking' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Why are you refunding?' }), 'Short show.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }));
    expect(await screen.findByText('This booking has already been refunded.')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('is not offered before the party is over', async () => {
    fakeHttp((request) => {
      if (request.path === `/api/bookings/${BOOKING_ID}`)
        return { status: 200, body: completed({ status: 'confirmed' }) };
      if (request.path === `/api/bookings/${BOOKING_ID}/messages`)
        return { status: 200, body: { items: [], nextCursor: null } };
      return undefined;
    });
    renderProvider(`/quote/${BOOKING_ID}`);
    await screen.findByText('Confirmed');
    expect(screen.queryByRole('button', { name: 'Refund booking' })).not.toBeInTheDocument();
  });
});
