import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { appStore } from 'shared/store';
import { fakeHttp, renderInApp, signInAs, signOutEveryone } from 'shared/testing';
import { addDays, londonToday } from 'shared/ui';
import { BusinessScreen } from '../../../routes/business-screen.tsx';
import { brightSparks } from './businesses-fixtures.ts';

function LoginStub() {
  const { search } = useLocation();
  return <p>Sign-in page {search}</p>;
}

function renderPage(at: string) {
  return renderInApp(
    <Routes>
      <Route path="/pages/:businessName" element={<BusinessScreen />} />
      <Route path="/login" element={<LoginStub />} />
      <Route path="*" element={null} />
    </Routes>,
    { at },
  );
}

function serveBusinesses(bySlug: Record<string, unknown>) {
  return fakeHttp(({ path }) => {
    const slug = decodeURIComponent(path.replace('/api/public/businesses/', ''));
    const business = bySlug[slug];
    return business ? { status: 200, body: business } : { status: 404, body: { message: 'Business not found.' } };
  });
}

// The on-the-spot event is typed key by key, which takes a few seconds when suites run side by side.
jest.setTimeout(20_000);

afterEach(() => {
  signOutEveryone();
  appStore.getState().setPageMeta(null);
});

describe('the public business page', () => {
  it('shows a loading state, then the business: photos, description, packages with all-in prices and durations', async () => {
    const http = serveBusinesses({ 'bright-sparks-magic': brightSparks });
    renderPage('/pages/bright-sparks-magic');

    expect(screen.getByRole('status', { name: 'Loading the business…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bright Sparks Magic' })).toBeInTheDocument();
    expect(http.calls[0]).toMatchObject({ path: '/api/public/businesses/bright-sparks-magic', authorization: null });

    expect(screen.getByText('Magicians · Entertainers · Bristol')).toBeInTheDocument();
    expect(screen.getByText(/Close-up magic and balloon modelling/)).toBeInTheDocument();
    const magicHour = within(screen.getByRole('region', { name: 'Packages' })).getByRole('listitem', {
      name: 'Magic Hour',
    });
    expect(magicHour).toHaveTextContent('From £180.00, all in (VAT and any fees included)');
    expect(magicHour).toHaveTextContent('1 hour · up to 20 children · ages 4 to 8');
    const fullParty = screen.getByRole('listitem', { name: 'The Full Party' });
    expect(fullParty).toHaveTextContent('From £1,234.50');
    expect(fullParty).toHaveTextContent('2 hours 30 minutes');
  });

  it('lists the reviews newest first with their replies, and more on asking', async () => {
    const reviewOf = (n: number, reply: string | null = null) => ({
      id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      bookingId: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      rating: n === 1 ? 4 : 5,
      text: `Review number ${n}`,
      authorName: `Parent${n}`,
      createdAt: `2026-0${n}-10T12:00:00.000Z`,
      reply: reply ? { text: reply, createdAt: `2026-0${n}-11T12:00:00.000Z` } : null,
    });
    const reviewsPath = `/api/public/businesses/${brightSparks.id}/reviews`;
    const http = fakeHttp(({ path, query }) => {
      if (path === '/api/public/businesses/bright-sparks-magic')
        return { status: 200, body: { ...brightSparks, rating: { average: 4.5, count: 2 } } };
      if (path !== reviewsPath) return undefined;
      return query.get('cursor')
        ? { status: 200, body: { items: [reviewOf(1)], nextCursor: null } }
        : { status: 200, body: { items: [reviewOf(2, 'Thank you!')], nextCursor: reviewOf(2).id } };
    });
    renderPage('/pages/bright-sparks-magic');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('4.5 (2 reviews)')).toBeInTheDocument();
    const newest = await within(reviews).findByRole('listitem', { name: 'Parent2, 5 out of 5' });
    expect(newest).toHaveTextContent('Review number 2');
    expect(newest).toHaveTextContent('Reply from the business: Thank you!');

    await userEvent.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByRole('listitem', { name: 'Parent1, 4 out of 5' })).toHaveTextContent(
      'Review number 1',
    );
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.path === reviewsPath).every((call) => call.authorization === null)).toBe(
      true,
    );
  });

  it('shows areas, ages, verified in-date badges as the API gives them, "No reviews yet" and links to its galleries', async () => {
    serveBusinesses({ 'bright-sparks-magic': brightSparks });
    renderPage('/pages/bright-sparks-magic');
    const facts = await screen.findByRole('region', { name: 'About this business' });

    expect(within(facts).getByText('BS1, BS8, BA')).toBeInTheDocument();
    expect(within(facts).getByText('Ages 3 to 10')).toBeInTheDocument();
    expect(within(facts).getByText('Indoors')).toBeInTheDocument();
    expect(within(facts).getByRole('list', { name: 'Verified credentials' })).toHaveTextContent(
      '✓ Enhanced DBS, checked by us and valid until 12 March 2027',
    );
    expect(within(screen.getByRole('region', { name: 'Reviews' })).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summer parties' })).toHaveAttribute(
      'href',
      '/gallery/40000000-0000-4000-8000-000000000001',
    );
  });

  it('says plainly when there is no verified credential, and shows a rating once there are reviews', async () => {
    serveBusinesses({ 'bright-sparks-magic': { ...brightSparks, badges: [], rating: { average: 4.75, count: 8 } } });
    renderPage('/pages/bright-sparks-magic');
    expect(await screen.findByText('No verified credentials yet.')).toBeInTheDocument();
    expect(screen.getByText('4.8 (8 reviews)')).toBeInTheDocument();
  });

  it('the first photo is fetched first; the buttons and arrow keys move through the photos', async () => {
    serveBusinesses({ 'bright-sparks-magic': brightSparks });
    renderPage('/pages/bright-sparks-magic');
    const viewer = await screen.findByRole('region', { name: 'Photos of Bright Sparks Magic' });

    const first = within(viewer).getByRole('img', { name: 'A magician on stage' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    // The AVIF source is what the page's served head preloads: the same srcset, drawn at the same sizes.
    const avif = first.closest('picture')?.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', '/api/media/p1/640.avif 640w');
    expect(avif).toHaveAttribute('sizes', '(max-width: 960px) calc(100vw - 32px), 928px');
    expect(within(viewer).getByText('Photo 1 of 3')).toBeInTheDocument();

    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: 'Balloon animals' })).toBeInTheDocument();

    viewer.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Children laughing' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Photo 1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('Photo 3 of 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByRole('img', { name: 'Balloon animals' })).toBeInTheDocument();
  });

  it('an unknown or paused business is the not-found page', async () => {
    serveBusinesses({});
    renderPage('/pages/no-such-business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();
  });

  it('an old slug is replaced in the address by the current one, without asking again', async () => {
    const http = serveBusinesses({ 'bright-sparks': brightSparks });
    renderPage('/pages/bright-sparks');
    expect(await screen.findByText('Now at /pages/bright-sparks-magic')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bright Sparks Magic' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(1);
  });

  it("when the API cannot answer it shows the API's message and tries again on request", async () => {
    let down = true;
    fakeHttp(() =>
      down ? { status: 503, body: { message: 'The database is unavailable.' } } : { status: 200, body: brightSparks },
    );
    renderPage('/pages/bright-sparks-magic');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this business. The database is unavailable.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bright Sparks Magic' })).toBeInTheDocument();
  });

  it('describes itself to the page head: description, canonical path at the current slug and its first photo', async () => {
    serveBusinesses({ 'bright-sparks': brightSparks });
    renderPage('/pages/bright-sparks');
    await screen.findByText('Now at /pages/bright-sparks-magic');
    expect(appStore.getState().pageMeta).toMatchObject({
      path: '/pages/bright-sparks-magic',
      canonicalPath: '/pages/bright-sparks-magic',
      description: 'Close-up magic and balloon modelling for parties of every size. We bring everything.',
      image: 'http://localhost/api/media/p1/1024.webp',
    });
  });
});

describe('"Request a quote"', () => {
  it('takes a visitor to sign in, with the way back to this page', async () => {
    serveBusinesses({ 'bright-sparks-magic': brightSparks });
    renderPage('/pages/bright-sparks-magic');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
    expect(screen.getByText('Sign-in page ?next=/pages/bright-sparks-magic')).toBeInTheDocument();
  });

  const event = (id: string, title: string, status = 'published') => ({
    id,
    viewer: 'organizer',
    status,
    type: 'Birthday party',
    date: addDays(londonToday(), 20),
    startTime: '14:00',
    endTime: '16:00',
    postcodeDistrict: 'BS8',
    childrenCount: 10,
    ageRange: { min: 5, max: 7 },
    budgetPence: null,
    servicesNeeded: [],
    openToQuotes: true,
    title,
    childName: '',
    address: '1 Hill Street',
    notes: '',
    shareWhenCompleted: false,
    bookings: [],
    quotableBy: [],
  });

  function serveRequest(conflict = false) {
    return fakeHttp(({ method, path, body }) => {
      if (path === '/api/public/businesses/bright-sparks-magic') return { status: 200, body: brightSparks };
      if (method === 'GET' && path === '/api/events')
        return {
          status: 200,
          body: { items: [event('e1', "Maya's party"), event('e2', 'Old draft', 'draft')], nextCursor: null },
        };
      if (method === 'POST' && path === '/api/events')
        return { status: 201, body: event('e3', (body as { title: string }).title) };
      if (method === 'POST' && path === '/api/bookings')
        return conflict
          ? { status: 409, body: { message: 'You have already asked Bright Sparks Magic to quote on this event.' } }
          : { status: 201, body: { id: 'booking-1' } };
      return undefined;
    });
  }

  it('a signed-in user chooses one of their published events, writes a message, and lands on the booking', async () => {
    signInAs();
    const http = serveRequest();
    renderPage('/pages/bright-sparks-magic');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote from Bright Sparks Magic' });
    expect(await within(dialog).findByRole('radio', { name: /Maya's party/ })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /Old draft/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write Bright Sparks Magic a message.');

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message to Bright Sparks Magic' }),
      'Are you free?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Now at /booking/booking-1')).toBeInTheDocument();
    expect(http.calls.find((call) => call.path === '/api/bookings')?.body).toEqual({
      businessId: brightSparks.id,
      eventId: 'e1',
      message: 'Are you free?',
    });
  });

  it('creates an event on the spot, published, then sends the request; a second request shows the 409', async () => {
    signInAs();
    const http = serveRequest(true);
    renderPage('/pages/bright-sparks-magic');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Create a new event' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Sports day');
    await userEvent.type(screen.getByLabelText('Date'), addDays(londonToday(), 20));
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode district' }), 'BS8');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), '1 Hill Street');
    await userEvent.type(screen.getByRole('textbox', { name: 'Number of children' }), '30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Youngest age' }), '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Oldest age' }), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Create this event' }));
    expect(await screen.findByRole('radio', { name: /Sports day/ })).toBeChecked();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Sports day',
      publish: true,
    });

    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Bright Sparks Magic' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already asked Bright Sparks Magic to quote on this event.',
    );
    expect(http.calls.find((call) => call.path === '/api/bookings')?.body).toMatchObject({ eventId: 'e3' });
  });
});
