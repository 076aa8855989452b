import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCalendarMonth, type SharedEvent } from 'shared/contracts';
import { fakeHttp, renderInApp, signOutEveryone, type HttpRequest } from 'shared/testing';
import OurEventsPage from '../../../pages/our-events.tsx';

let next = 0;
function sharedEvent(overrides: Partial<SharedEvent> = {}): SharedEvent {
  next += 1;
  return {
    id: `30000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'Birthday party',
    month: '2027-03',
    area: 'SW',
    businesses: [],
    ...overrides,
  };
}

const open = () => renderInApp(<OurEventsPage />, { at: '/ourevents' });
const reads = (calls: { path: string; search: string }[]) =>
  calls.filter((call) => call.path === '/api/public/events').map((call) => call.search);
const page = (items: SharedEvent[], nextCursor: string | null = null) => ({ status: 200, body: { items, nextCursor } });

beforeEach(() => signOutEveryone());

describe('/ourevents', () => {
  it('shows each shared event: type, month, area and links to the businesses that made it', async () => {
    const http = fakeHttp(() =>
      page([
        sharedEvent({
          type: 'Birthday party',
          month: '2027-03',
          area: 'SW',
          businesses: [
            { id: '00000000-0000-4000-8000-000000000001', name: 'Bright Sparks Magic', slug: 'bright-sparks-magic' },
            { id: '00000000-0000-4000-8000-000000000002', name: 'Bouncy Bristol', slug: 'bouncy-bristol' },
          ],
        }),
      ]),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Birthday party March 2027 · SW area' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Birthday party');
    const makers = within(card).getByRole('list', { name: 'Businesses that made it' });
    expect(within(makers).getByRole('link', { name: 'Bright Sparks Magic' })).toHaveAttribute(
      'href',
      '/pages/bright-sparks-magic',
    );
    expect(within(makers).getByRole('link', { name: 'Bouncy Bristol' })).toHaveAttribute(
      'href',
      '/pages/bouncy-bristol',
    );
    expect(reads(http.calls)).toEqual(['?limit=12']);
    expect(http.calls[0]!.authorization).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('adds the next page with Show more and moves focus to the first new event', async () => {
    const first = [sharedEvent({ type: 'Birthday party', month: '2027-03' })];
    const second = [sharedEvent({ type: 'Christening', month: '2026-12' })];
    const http = fakeHttp((request: HttpRequest) =>
      request.query.get('cursor') === 'page-2' ? page(second) : page(first, 'page-2'),
    );
    open();
    await screen.findByRole('article', { name: 'Birthday party March 2027 · SW area' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    const added = await screen.findByRole('article', { name: 'Christening December 2026 · SW area' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(within(added).getByRole('heading')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(reads(http.calls)).toEqual(['?limit=12', '?limit=12&cursor=page-2']);
  });

  it('reads every shown page again when the tab comes back into view', async () => {
    let area = 'SW';
    const http = fakeHttp((request: HttpRequest) =>
      request.query.get('cursor') === 'page-2'
        ? page([sharedEvent({ id: '30000000-0000-4000-8000-000000000999', area: 'BS' })])
        : page([sharedEvent({ id: '30000000-0000-4000-8000-000000000998', area })], 'page-2'),
    );
    open();
    await screen.findByRole('article', { name: 'Birthday party March 2027 · SW area' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('article', { name: 'Birthday party March 2027 · BS area' });

    area = 'NW';
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('article', { name: 'Birthday party March 2027 · NW area' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Birthday party March 2027 · BS area' })).toBeInTheDocument();
    expect(reads(http.calls).slice(2)).toEqual(['?limit=12', '?limit=12&cursor=page-2']);
  });

  it('says so kindly when nobody has shared a party yet', async () => {
    fakeHttp(() => page([]));
    open();
    expect(await screen.findByText(/No parties shared yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your party' })).toHaveAttribute('href', '/design');
  });

  it("shows the API's message when the list cannot be read", async () => {
    fakeHttp(() => ({
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'Please try again shortly.' },
    }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again shortly.');
  });

  it('keeps what is shown when Show more fails, and says why', async () => {
    fakeHttp((request: HttpRequest) =>
      request.query.get('cursor')
        ? { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Please try again shortly.' } }
        : page([sharedEvent()], 'page-2'),
    );
    open();
    await screen.findByRole('article', { name: 'Birthday party March 2027 · SW area' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again shortly.');
    expect(screen.getByRole('article', { name: 'Birthday party March 2027 · SW area' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });

  it("never shows an event's title, even from an answer that still carries one", async () => {
    const withTitle = { ...sharedEvent(), title: "Maya's 6th birthday" } as SharedEvent;
    fakeHttp(() => page([withTitle]));
    open();
    await screen.findByRole('article', { name: 'Birthday party March 2027 · SW area' });
    expect(screen.queryByText(/Maya/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Maya's 6th birthday");
  });
});

describe('formatCalendarMonth', () => {
  it('writes a month in en-GB words and leaves anything else as it is', () => {
    expect(formatCalendarMonth('2027-03')).toBe('March 2027');
    expect(formatCalendarMonth('2027-13')).toBe('2027-13');
  });
});
