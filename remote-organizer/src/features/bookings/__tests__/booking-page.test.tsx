import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from 'shared/contracts';
import { appStore } from 'shared/store';
import { fakeHttp, renderInApp, signInAs, signOutEveryone, type HttpRequest } from 'shared/testing';
import { BookingScreen } from '../../../routes/booking-screen.tsx';
import { BOOKING_ID, bookingOf, quoteOf } from './booking-fixtures.ts';

afterEach(() => signOutEveryone());

type Answer = { status: number; body?: unknown } | undefined;

function serve(booking: () => BookingView, extra: (request: HttpRequest) => Answer = () => undefined) {
  return fakeHttp((request) => {
    const answered = extra(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === `/api/bookings/${BOOKING_ID}`)
      return { status: 200, body: booking() };
    if (request.method === 'GET' && request.path === `/api/bookings/${BOOKING_ID}/messages`)
      return { status: 200, body: { items: [], nextCursor: null } };
    return undefined;
  });
}

function renderBooking(id = BOOKING_ID) {
  signInAs();
  return renderInApp(<BookingScreen />, { at: `/booking/${id}`, route: '/booking/:id' });
}

describe('the booking page', () => {
  it('shows the status, the event, the request, and the quotes with the open one first and answerable', async () => {
    serve(() => bookingOf());
    renderBooking();
    expect(await screen.findByRole('status', { name: 'Loading the booking…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking with Bright Sparks Magic' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quote received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Maya's 6th birthday" })).toHaveAttribute(
      'href',
      `/event/${bookingOf().event.id}`,
    );
    expect(screen.getByText(/Could you do a magic show\?/)).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Quotes' })).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Current quote');
    expect(cards[0]).toHaveTextContent('Total£240.00');
    expect(within(cards[0]!).getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Contact/ })).not.toBeInTheDocument();
  });

  it('accepting the quote confirms the booking and shows the business contact', async () => {
    const confirmed = bookingOf({
      status: 'confirmed',
      quotes: [quoteOf(2, { status: 'accepted' })],
      contact: { email: 'hello@brightsparks.example', phone: '020 7946 0000' },
    });
    const http = serve(
      () => bookingOf(),
      ({ method, path }) =>
        method === 'POST' && path === `/api/quotes/${quoteOf(2).id}/accept`
          ? { status: 200, body: confirmed }
          : undefined,
    );
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@brightsparks.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightsparks.example',
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(http.calls.some((call) => call.path.endsWith('/accept'))).toBe(true);
  });

  it("a quote someone already answered shows the server's 409 message", async () => {
    serve(
      () => bookingOf(),
      ({ method }) =>
        method === 'POST'
          ? {
              status: 409,
              body: { statusCode: 409, error: 'Conflict', message: 'This quote has already been answered.' },
            }
          : undefined,
    );
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has already been answered.');
  });

  it('an accept lost to another tab keeps its message once the page catches up with the confirmation', async () => {
    let current = bookingOf();
    serve(
      () => current,
      ({ method }) =>
        method === 'POST'
          ? {
              status: 409,
              body: { statusCode: 409, error: 'Conflict', message: 'This quote has already been accepted.' },
            }
          : undefined,
    );
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has already been accepted.');

    current = bookingOf({ status: 'confirmed', quotes: [quoteOf(2, { status: 'accepted' })] });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This quote has already been accepted.');
  });

  it('"Withdraw request" asks first, then withdraws', async () => {
    const http = serve(
      () => bookingOf({ status: 'requested', quotes: [] }),
      ({ method, path }) =>
        method === 'POST' && path === `/api/bookings/${BOOKING_ID}/withdraw`
          ? { status: 200, body: bookingOf({ status: 'withdrawn', quotes: [] }) }
          : undefined,
    );
    renderBooking();
    expect(await screen.findByText('No quote yet: Bright Sparks Magic has been asked.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('"Cancel booking" asks for a reason and sends it', async () => {
    const http = serve(
      () => bookingOf({ status: 'confirmed', quotes: [quoteOf(2, { status: 'accepted' })] }),
      ({ method, path }) =>
        method === 'POST' && path === `/api/bookings/${BOOKING_ID}/cancel`
          ? {
              status: 200,
              body: bookingOf({ status: 'cancelled', cancelledBy: 'organizer', cancelReason: 'Party moved' }),
            }
          : undefined,
    );
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('textbox', { name: 'Why are you cancelling?' })).toHaveAccessibleDescription(
      'Tell the business why you are cancelling.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Why are you cancelling?' }), 'Party moved');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('You cancelled this booking: Party moved')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Party moved' });
  });

  it('sends a message and shows it once the thread reloads; reloads when the other side writes', async () => {
    let messages: unknown[] = [];
    const message = (n: number, author: 'organizer' | 'business', text: string) => ({
      id: `m${n}`,
      bookingId: BOOKING_ID,
      author,
      authorName: author === 'organizer' ? 'Sam' : 'Bright Sparks Magic',
      text,
      createdAt: `2027-02-1${n}T10:00:00.000Z`,
    });
    const http = serve(
      () => bookingOf(),
      ({ method, path, body }) => {
        if (path !== `/api/bookings/${BOOKING_ID}/messages`) return undefined;
        if (method === 'POST') {
          messages = [message(1, 'organizer', (body as { text: string }).text), ...messages];
          return { status: 201, body: messages[0] };
        }
        return { status: 200, body: { items: messages, nextCursor: null } };
      },
    );
    renderBooking();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Is there parking?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Is there parking?')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Is there parking?' });

    messages = [message(2, 'business', 'Yes, plenty.'), ...messages];
    act(() => appStore.getState().noteLiveChange());
    expect(await screen.findByText('Yes, plenty.')).toBeInTheDocument();
  });

  it('after completion "Leave a review" sends the rating and words, then shows the review', async () => {
    let reviewed = false;
    const review = {
      id: 'r1',
      bookingId: BOOKING_ID,
      rating: 5,
      text: 'Magical!',
      authorName: 'Sam',
      createdAt: '2027-03-16T10:00:00.000Z',
      reply: null,
    };
    const http = serve(
      () =>
        bookingOf({
          status: 'completed',
          quotes: [quoteOf(2, { status: 'accepted' })],
          canReview: !reviewed,
          review: reviewed ? review : null,
        }),
      ({ method, path }) => {
        if (method !== 'POST' || path !== `/api/bookings/${BOOKING_ID}/review`) return undefined;
        reviewed = true;
        return { status: 201, body: review };
      },
    );
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a review' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'What was it like? (optional)' }), 'Magical!');
    await userEvent.click(screen.getByRole('button', { name: 'Leave a review' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText(/5 out of 5/)).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 5, text: 'Magical!' });
  });

  it('a refunded booking says so and why, offers no cancelling, and may still be reviewed', async () => {
    serve(() =>
      bookingOf({
        status: 'refunded',
        quotes: [quoteOf(2, { status: 'accepted' })],
        refundReason: 'The show ran short.',
        refundedAt: '2027-03-16T10:00:00.000Z',
        canReview: true,
      }),
    );
    renderBooking();
    expect(
      await screen.findByText('Bright Sparks Magic refunded this booking: The show ran short.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave a review' })).toBeInTheDocument();
  });

  it("someone else's or a missing booking is the not-found page", async () => {
    serve(() => bookingOf());
    renderBooking('60000000-0000-4000-8000-000000000009');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
