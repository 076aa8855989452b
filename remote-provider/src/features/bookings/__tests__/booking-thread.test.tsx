import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView, Message, Review } from 'shared/contracts';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone, type HttpAnswer, type HttpRequest } from 'shared/testing';
import { addDays, londonToday } from 'shared/ui';
import { BOOKING_ID, bookingView, eventView, quote } from './booking-data.ts';
import { renderProvider } from './render-provider.tsx';

type Routes = Partial<Record<string, (request: HttpRequest) => HttpAnswer>>;

/** The booking at GET, its messages, and whatever commands a test answers (keyed "METHOD path"). */
function api(booking: BookingView | (() => BookingView), commands: Routes = {}, messages: Message[] = []) {
  return fakeHttp((request) => {
    const command = commands[`${request.method} ${request.path}`];
    if (command) return command(request);
    if (request.path === `/api/bookings/${BOOKING_ID}`) {
      return { status: 200, body: typeof booking === 'function' ? booking() : booking };
    }
    if (request.path === `/api/bookings/${BOOKING_ID}/messages` && request.method === 'GET') {
      return { status: 200, body: { items: messages, nextCursor: null } };
    }
    return undefined;
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillOneItemQuote() {
  await userEvent.type(textbox('Item 1'), 'Magic show, one hour');
  await userEvent.type(textbox('Item 1 price (£)'), '180');
}

describe('/quote/{bookingId}/{quoteId?}', () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => act(() => signOutEveryone()));

  it("shows a request: the family's message and the event's public part, with the private part held back", async () => {
    api(bookingView());
    renderProvider(`/quote/${BOOKING_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birthday party on Sunday 14 March 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could you do a magic show for Maya and her friends?')).toBeInTheDocument();
    expect(screen.getByText('14:00 to 16:00')).toBeInTheDocument();
    expect(screen.getByText('SW11')).toBeInTheDocument();
    expect(screen.getByText('5 to 7 years')).toBeInTheDocument();
    expect(screen.getByText('£300.00')).toBeInTheDocument();
    expect(screen.getByText('Magicians, Face Painting')).toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    expect(screen.getByText(/shared with you once the booking is confirmed/)).toBeInTheDocument();
    expect(screen.getByText('You have not sent a quote yet.')).toBeInTheDocument();
  });

  it('sends a quote of the items added up, the deposit and how long it stands, and shows it sent', async () => {
    const sent = bookingView({
      status: 'quoted',
      quotes: [quote({ items: [{ description: 'Magic show, one hour', pence: 18000 }], totalPence: 18000 })],
    });
    const http = api(bookingView(), {
      [`POST /api/bookings/${BOOKING_ID}/quotes`]: () => ({ status: 201, body: sent }),
    });
    renderProvider(`/quote/${BOOKING_ID}`);
    await screen.findByRole('heading', { name: 'Write your quote' });

    await fillOneItemQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    await userEvent.type(textbox('Item 2'), 'Balloons');
    await userEvent.type(textbox('Item 2 price (£)'), '60');
    expect(screen.getByText('Total (all in): £240.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getByText('Total (all in): £180.00')).toBeInTheDocument();
    await userEvent.type(textbox('Deposit (£, optional)'), '40');
    await userEvent.type(textbox('Message (optional)'), 'Happy to help!');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your quote is on its way');
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [{ description: 'Magic show, one hour', pence: 18000 }],
      totalPence: 18000,
      depositPence: 4000,
      validUntil: addDays(londonToday(), 14),
      message: 'Happy to help!',
    });
    expect(screen.getByRole('heading', { name: 'Revise your quote' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Quote of / })).toHaveTextContent('£180.00');
  });

  it('says what is wrong with the quote before sending anything', async () => {
    const http = api(bookingView());
    renderProvider(`/quote/${BOOKING_ID}`);
    await screen.findByRole('heading', { name: 'Write your quote' });

    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(textbox('Item 1')).toHaveAccessibleDescription('Say what this item is.');
    expect(screen.getByRole('alert')).toHaveTextContent('The total must be more than £0.00.');

    await fillOneItemQuote();
    await userEvent.type(textbox('Deposit (£, optional)'), '200');
    expect(textbox('Deposit (£, optional)')).toHaveAccessibleDescription('The deposit cannot be more than the total.');
    const validUntil = screen.getByLabelText('Valid until');
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, addDays(londonToday(), 31));
    expect(validUntil).toHaveAccessibleDescription('Choose a date from tomorrow to 30 days from today.');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("revises the open quote, naming it, and shows the server's message when it changed meanwhile", async () => {
    const open = quote();
    const http = api(bookingView({ status: 'quoted', quotes: [open] }), {
      [`POST /api/bookings/${BOOKING_ID}/quotes`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This quote was changed meanwhile: the family has already answered it.',
        },
      }),
    });
    renderProvider(`/quote/${BOOKING_ID}`);

    await screen.findByRole('heading', { name: 'Revise your quote' });
    expect(textbox('Item 2')).toHaveValue('Balloon animals');
    await userEvent.clear(textbox('Item 2 price (£)'));
    await userEvent.type(textbox('Item 2 price (£)'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quote was changed meanwhile: the family has already answered it.',
    );
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      totalPence: 26000,
      replacesQuoteId: open.id,
    });
  });

  it('declines a request, with a reason, and offers no quote form afterwards', async () => {
    const http = api(bookingView(), {
      [`POST /api/bookings/${BOOKING_ID}/decline`]: () => ({ status: 200, body: bookingView({ status: 'declined' }) }),
    });
    renderProvider(`/quote/${BOOKING_ID}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Why you are declining (optional)' }),
      'Fully booked that day.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline request' }));

    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Fully booked that day.' });
  });

  it('offers Decline request only while the request waits for a first quote', async () => {
    api(bookingView({ status: 'quoted', quotes: [quote()] }));
    renderProvider(`/quote/${BOOKING_ID}`);
    await screen.findByRole('heading', { name: 'Revise your quote' });
    expect(screen.queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
  });

  it('releases the address, the child and the notes once confirmed, and takes no new quote', async () => {
    const accepted = quote({ status: 'accepted' });
    api(
      bookingView({
        status: 'confirmed',
        quotes: [accepted],
        event: eventView({
          title: "Maya's 6th birthday",
          childName: 'Maya',
          address: '12 Lavender Hill, London SW11 5QL',
          notes: 'One child has a nut allergy.',
        }),
      }),
    );
    renderProvider(`/quote/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: "Maya's 6th birthday" })).toBeInTheDocument();
    expect(screen.getByText('12 Lavender Hill, London SW11 5QL')).toBeInTheDocument();
    expect(screen.getByText('Maya')).toBeInTheDocument();
    expect(screen.getByText('One child has a nut allergy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
  });

  it('shows one quote at its own address, read-only once answered', async () => {
    const superseded = quote({ id: '50000000-0000-4000-8000-000000000002', status: 'superseded' });
    api(bookingView({ status: 'quoted', quotes: [quote(), superseded] }));
    renderProvider(`/quote/${BOOKING_ID}/${superseded.id}`);

    expect(await screen.findByRole('heading', { name: 'This quote' })).toBeInTheDocument();
    expect(screen.getByText(/replaced by a newer quote, so it can no longer be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the whole booking' })).toHaveAttribute('href', `/quote/${BOOKING_ID}`);
  });

  it("revising from an open quote's own address goes back to the booking once sent", async () => {
    const open = quote();
    api(bookingView({ status: 'quoted', quotes: [open] }), {
      [`POST /api/bookings/${BOOKING_ID}/quotes`]: () => ({
        status: 201,
        body: bookingView({ status: 'quoted', quotes: [quote({ id: '50000000-0000-4000-8000-000000000003' })] }),
      }),
    });
    const router = renderProvider(`/quote/${BOOKING_ID}/${open.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send quote' }));
    await screen.findByRole('heading', { name: 'Your quotes' });
    expect(router.state.location.pathname).toBe(`/quote/${BOOKING_ID}`);
  });

  it.each([
    ['a booking that is not theirs', `/quote/${BOOKING_ID}`, false],
    ['a quote the booking does not have', `/quote/${BOOKING_ID}/50000000-0000-4000-8000-000000000009`, true],
  ])('shows the not-found page for %s', async (_case, path, bookingExists) => {
    fakeHttp((request) =>
      bookingExists && request.path === `/api/bookings/${BOOKING_ID}`
        ? { status: 200, body: bookingView() }
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Booking not found.' } },
    );
    renderProvider(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the messages and sends one', async () => {
    const theirs: Message = {
      id: '70000000-0000-4000-8000-000000000001',
      bookingId: BOOKING_ID,
      author: 'organizer',
      authorName: 'Sam',
      text: 'Is parking easy for you?',
      createdAt: '2027-02-11T10:00:00.000Z',
    };
    const mine: Message = {
      ...theirs,
      id: '70000000-0000-4000-8000-000000000002',
      author: 'business',
      authorName: 'Bright Sparks Magic',
      text: 'Yes, no problem.',
    };
    const http = api(
      bookingView(),
      { [`POST /api/bookings/${BOOKING_ID}/messages`]: () => ({ status: 201, body: mine }) },
      [theirs],
    );
    renderProvider(`/quote/${BOOKING_ID}`);

    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Is parking easy for you?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Yes, no problem.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(thread).findByText('Yes, no problem.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Yes, no problem.' });
  });

  it('shows earlier messages on request', async () => {
    const message = (n: number): Message => ({
      id: `70000000-0000-4000-8000-00000000000${n}`,
      bookingId: BOOKING_ID,
      author: 'organizer',
      authorName: 'Sam',
      text: `Message ${n}`,
      createdAt: `2027-02-1${n}T10:00:00.000Z`,
    });
    const older = message(1).id;
    const http = fakeHttp((request) => {
      if (request.path === `/api/bookings/${BOOKING_ID}`) return { status: 200, body: bookingView() };
      if (request.path !== `/api/bookings/${BOOKING_ID}/messages`) return undefined;
      return request.query.get('before') === older
        ? { status: 200, body: { items: [message(1)], nextCursor: null } }
        : { status: 200, body: { items: [message(3), message(2)], nextCursor: older } };
    });
    renderProvider(`/quote/${BOOKING_ID}`);

    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^Message \d$/).textContent),
    ).toEqual(['Message 2', 'Message 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await within(thread).findByText('Message 1');
    expect(within(thread).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.path.endsWith('/messages')).map((call) => call.search)).toEqual([
      '?limit=50',
      `?limit=50&before=${older}`,
    ]);
  });

  it('replies to the review once', async () => {
    const review: Review = {
      id: '80000000-0000-4000-8000-000000000001',
      bookingId: BOOKING_ID,
      rating: 5,
      text: 'The children loved it.',
      authorName: 'Sam',
      createdAt: '2027-03-16T10:00:00.000Z',
      reply: null,
    };
    const http = api(bookingView({ status: 'completed', review, canReply: true }), {
      [`POST /api/bookings/${BOOKING_ID}/review/reply`]: () => ({
        status: 200,
        body: { ...review, reply: { text: 'Thank you, Sam!', createdAt: '2027-03-17T10:00:00.000Z' } },
      }),
    });
    renderProvider(`/quote/${BOOKING_ID}`);

    expect(await screen.findByText('The children loved it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByRole('textbox', { name: 'Your public reply' })).toHaveAccessibleDescription(
      'Write your reply first.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your public reply' }), 'Thank you, Sam!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Thank you, Sam!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Thank you, Sam!' });
  });

  it('reads the booking again when the family acts', async () => {
    let current = bookingView({ status: 'quoted', quotes: [quote()] });
    api(() => current);
    renderProvider(`/quote/${BOOKING_ID}`);
    await screen.findByRole('heading', { name: 'Revise your quote' });

    current = bookingView({ status: 'confirmed', quotes: [quote({ status: 'accepted' })] });
    act(() => appStore.getState().noteLiveChange());
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revise your quote' })).not.toBeInTheDocument();
  });
});
