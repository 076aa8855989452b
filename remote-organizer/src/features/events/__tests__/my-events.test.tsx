import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, renderInApp, signInAs, signOutEveryone } from 'shared/testing';
import { addDays, londonToday } from 'shared/ui';
import { MyEventsScreen } from '../../../routes/my-events-screen.tsx';
import { bookingSummaryOf, eventOf } from './event-fixtures.ts';

// Filling a whole event form by keystrokes takes a few seconds when the suites run side by side.
jest.setTimeout(20_000);

afterEach(() => signOutEveryone());

const upcoming = eventOf();
const draft = eventOf({ id: 'd1', status: 'draft', title: 'Christening lunch', type: 'Christening', bookings: [] });

function serve(extra: (request: { method: string; path: string; body: unknown }) => unknown = () => undefined) {
  return fakeHttp((request) => {
    const answered = extra(request);
    if (answered) return answered as { status: number; body: unknown };
    if (request.method === 'GET' && request.path === '/api/events') {
      const when = request.query.get('when');
      const items = when === 'upcoming' ? [upcoming] : when === 'drafts' ? [draft] : [];
      return { status: 200, body: { items, nextCursor: null } };
    }
    return undefined;
  });
}

async function fillEvent() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), "Maya's 6th birthday");
  const date = screen.getByLabelText('Date');
  await userEvent.clear(date);
  await userEvent.type(date, addDays(londonToday(), 20));
  await userEvent.type(screen.getByRole('textbox', { name: 'Postcode district' }), 'sw11');
  await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), '1 Park Road, London');
  await userEvent.type(screen.getByRole('textbox', { name: 'Number of children' }), '12');
  await userEvent.type(screen.getByRole('textbox', { name: 'Youngest age' }), '5');
  await userEvent.type(screen.getByRole('textbox', { name: 'Oldest age' }), '7');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Magicians' }));
}

describe('My Events', () => {
  it('asks a visitor to log in and come back', () => {
    appStore.getState().clearSession();
    renderInApp(<MyEventsScreen />, { at: '/myevents' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login?next=%2Fmyevents');
  });

  it('lists upcoming, past and draft events with each booking: business, status and open quote total', async () => {
    signInAs();
    const http = serve();
    renderInApp(<MyEventsScreen />, { at: '/myevents' });
    const upcomingGroup = await screen.findByRole('region', { name: 'Upcoming' });
    const item = await within(upcomingGroup).findByRole('listitem', { name: "Maya's 6th birthday" });
    expect(within(item).getByRole('link', { name: "Maya's 6th birthday" })).toHaveAttribute(
      'href',
      `/event/${upcoming.id}`,
    );
    expect(item).toHaveTextContent('Birthday party ·');
    const bookings = within(item).getByRole('list', { name: "Bookings for Maya's 6th birthday" });
    expect(within(bookings).getByRole('link', { name: 'Bright Sparks Magic' })).toHaveAttribute(
      'href',
      `/booking/${upcoming.bookings[0]!.id}`,
    );
    expect(bookings).toHaveTextContent('Bright Sparks Magic Quote received · quote of £240.00');
    expect(
      await within(screen.getByRole('region', { name: 'Past' })).findByText('No past events yet.'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Drafts' })).findByText(/Christening · .* · Draft/),
    ).toBeInTheDocument();
    expect(http.calls.map((call) => call.search).sort()).toEqual([
      '?when=drafts&limit=20',
      '?when=past&limit=20',
      '?when=upcoming&limit=20',
    ]);
    expect(http.calls[0]?.authorization).toBe('Bearer fresh-token');
  });

  it('refreshes when the other side acts', async () => {
    signInAs();
    serve();
    renderInApp(<MyEventsScreen />, { at: '/myevents' });
    await screen.findByText('Quote received');
    upcoming.bookings = [bookingSummaryOf({ status: 'confirmed', openQuote: null })];
    act(() => appStore.getState().noteLiveChange());
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    upcoming.bookings = [bookingSummaryOf()];
  });

  it('"Create event" checks the fields as you type and publishes the event, then opens it', async () => {
    signInAs();
    const http = serve(({ method, path }) =>
      method === 'POST' && path === '/api/events' ? { status: 201, body: eventOf({ id: 'new-1' }) } : undefined,
    );
    renderInApp(<MyEventsScreen />, { at: '/myevents' });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'M');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'The title needs at least 2 characters.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await fillEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Now at /event/new-1')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: "Maya's 6th birthday",
      type: 'Birthday party',
      date: addDays(londonToday(), 20),
      startTime: '14:00',
      endTime: '16:00',
      postcodeDistrict: 'SW11',
      address: '1 Park Road, London',
      childName: '',
      childrenCount: 12,
      ageRange: { min: 5, max: 7 },
      budgetPence: null,
      servicesNeeded: ['Magicians'],
      notes: '',
      openToQuotes: true,
      shareWhenCompleted: false,
      publish: true,
    });
  });

  it("saves a draft, and shows the server's message under the field it names", async () => {
    signInAs();
    const http = serve(({ method, path }) =>
      method === 'POST' && path === '/api/events'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'postcodeDistrict: SW99 is not a UK postcode district.',
            },
          }
        : undefined,
    );
    renderInApp(<MyEventsScreen />, { at: '/myevents' });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByRole('textbox', { name: 'Number of children' })).toHaveAccessibleDescription(
      'Enter how many children, from 1 to 200.',
    );
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await fillEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the details marked below.');
    expect(screen.getByRole('textbox', { name: 'Postcode district' })).toHaveAccessibleDescription(
      'postcodeDistrict: SW99 is not a UK postcode district.',
    );
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ publish: false });
  });
});
