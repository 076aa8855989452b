import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, signOutEveryone, type HttpRequest } from 'shared/testing';
import { SearchResults } from '../components/search-results.tsx';
import { businessCard } from './business-fixture.ts';
import { renderAt } from './render-at.tsx';

const open = (at: string) => renderAt(<SearchResults />, { path: '/results', at });
const searches = (calls: { path: string; search: string }[]) =>
  calls.filter((call) => call.path === '/api/public/search').map((call) => call.search);

beforeEach(() => {
  signOutEveryone();
  appStore.getState().setPageMeta(null);
});

describe('/results', () => {
  it('searches what the URL says, as a visitor, and shows the cards with all-in prices', async () => {
    const http = fakeHttp(() => ({
      status: 200,
      body: { items: [businessCard({ name: "Magic Mike's Magic Shows", priceFromPence: 14_500 })], nextCursor: null },
    }));
    open('/results?category=Magicians&postcode=BS1');
    const card = await screen.findByRole('article', { name: "Magic Mike's Magic Shows" });
    expect(within(card).getByText('From £145.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 business');
    expect(searches(http.calls)).toEqual(['?category=Magicians&postcode=BS1']);
    expect(http.calls[0]!.authorization).toBeNull();
  });

  it('fetches the first card image first and at once, and lazy-loads those below the first row', async () => {
    fakeHttp(() => ({ status: 200, body: { items: [1, 2, 3, 4].map(() => businessCard()), nextCursor: null } }));
    open('/results');
    await screen.findAllByRole('article');
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('loading', 'lazy');
    expect(images[3]).toHaveAttribute('loading', 'lazy');
    expect(images[3]).not.toHaveAttribute('fetchpriority');
  });

  it('writes a changed filter to the URL, searches it, and restores the previous search on Back', async () => {
    const http = fakeHttp(() => ({ status: 200, body: { items: [businessCard()], nextCursor: null } }));
    const { location, back } = open('/results?postcode=SW11');
    await screen.findByRole('article');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Face Painting');
    await waitFor(() => expect(location()).toBe('/results?category=Face+Painting&postcode=SW11'));
    await userEvent.type(screen.getByRole('spinbutton', { name: "Child's age" }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Update results' }));
    await waitFor(() => expect(location()).toBe('/results?category=Face+Painting&postcode=SW11&age=6'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(location()).toBe('/results?category=Face+Painting&postcode=SW11&age=6&sort=price'));
    await waitFor(() =>
      expect(searches(http.calls).at(-1)).toBe('?category=Face+Painting&postcode=SW11&age=6&sort=price'),
    );

    back();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating'));
    expect(screen.getByRole('spinbutton', { name: "Child's age" })).toHaveValue(6);
    back();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Face Painting'));
    expect(screen.getByRole('spinbutton', { name: "Child's age" })).toHaveValue(null);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW11');
    await waitFor(() => expect(searches(http.calls).at(-1)).toBe('?category=Face+Painting&postcode=SW11'));
  });

  it("shows the API's own message for a postcode it does not know", async () => {
    fakeHttp(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'postcode: "ZZ99" is not a UK postcode, postcode district (SW11) or area (BS).',
      },
    }));
    open('/results?postcode=ZZ99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'postcode: "ZZ99" is not a UK postcode, postcode district (SW11) or area (BS).',
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('ZZ99');
  });

  it('says what to loosen when nothing matches, naming each filter that is set', async () => {
    fakeHttp((request) =>
      request.path === '/api/public/search/free-days'
        ? { status: 200, body: { days: [] } }
        : { status: 200, body: { items: [], nextCursor: null } },
    );
    const { location } = open(
      '/results?q=unicorn&category=Magicians&postcode=SW11+1AA&date=2030-06-15&age=6&children=30',
    );
    expect(await screen.findByRole('heading', { name: 'No businesses match your search' })).toBeInTheDocument();
    const links = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toEqual([
      'Search without the words "unicorn"',
      'Look beyond Magicians (any category)',
      'Widen the area from SW11 1AA to all of SW',
      'Remove the date (Saturday 15 June 2030)',
      'Remove the age (6)',
      'Remove the number of children (30)',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Remove the date (Saturday 15 June 2030)' }));
    expect(location()).toBe('/results?q=unicorn&category=Magicians&postcode=SW11+1AA&age=6&children=30');
  });

  it('when a date finds nothing, shows who the same search finds on the nearest days', async () => {
    const sunday = businessCard({ name: 'Sunday Sparks Magic' });
    const http = fakeHttp((request) =>
      request.path === '/api/public/search/free-days'
        ? { status: 200, body: { days: [{ date: '2030-06-16', items: [sunday] }] } }
        : { status: 200, body: { items: [], nextCursor: null } },
    );
    const { location } = open('/results?category=Magicians&postcode=BS1&date=2030-06-15');
    const nearby = await screen.findByRole('region', { name: 'Free on nearby days' });
    expect(http.calls.find((call) => call.path === '/api/public/search/free-days')?.search).toBe(
      '?category=Magicians&postcode=BS1&date=2030-06-15',
    );
    const day = within(nearby).getByRole('region', { name: 'Sunday 16 June 2030' });
    expect(within(day).getByRole('heading', { level: 4, name: 'Sunday Sparks Magic' })).toBeInTheDocument();
    await userEvent.click(within(nearby).getByRole('link', { name: 'Sunday 16 June 2030' }));
    expect(location()).toBe('/results?category=Magicians&postcode=BS1&date=2030-06-16');
  });

  it('asks about nearby days only when a date is set', async () => {
    const http = fakeHttp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    open('/results?category=Magicians&postcode=BS1');
    await screen.findByRole('heading', { name: 'No businesses match your search' });
    expect(http.calls.map((call) => call.path)).not.toContain('/api/public/search/free-days');
    expect(screen.queryByRole('region', { name: 'Free on nearby days' })).not.toBeInTheDocument();
  });

  it('pages on with the cursor and moves focus to the first new card', async () => {
    const first = [businessCard({ name: 'First' }), businessCard({ name: 'Second' })];
    const more = [businessCard({ name: 'Third' })];
    const http = fakeHttp((request: HttpRequest) =>
      request.query.get('cursor') === 'page-2'
        ? { status: 200, body: { items: more, nextCursor: null } }
        : { status: 200, body: { items: first, nextCursor: 'page-2' } },
    );
    open('/results?category=Magicians');
    await screen.findByRole('article', { name: 'Second' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Third' })).toHaveFocus());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(searches(http.calls)).toEqual(['?category=Magicians', '?category=Magicians&cursor=page-2']);
  });

  it('describes the search in the page metadata', async () => {
    fakeHttp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    open('/results?category=Magicians&postcode=sw11&date=2030-06-15');
    await screen.findByRole('heading', { name: 'No businesses match your search' });
    expect(appStore.getState().pageMeta).toMatchObject({
      path: '/results',
      description:
        'Magicians covering SW11 — free on Saturday 15 June 2030: compare all-in prices and ask for quotes on KidsEvents.',
    });
  });
});
