import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderInApp } from 'shared/testing';
import { Directory } from '../components/directory.tsx';
import { cardOf } from './businesses-fixtures.ts';

function cardNames(): string[] {
  return screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
}

describe('the directory', () => {
  it('lists every live business as a card with its all-in "From £" price, for a visitor (no token sent)', async () => {
    const http = fakeHttp(({ path }) =>
      path === '/api/public/businesses'
        ? { status: 200, body: { items: [cardOf(1, { priceFromPence: 24000 }), cardOf(2)], nextCursor: null } }
        : undefined,
    );
    renderInApp(<Directory />, { at: '/directory' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Providers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading providers…' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Business 1' });
    expect(within(first).getByText('From £240.00')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Business 1', 'Business 2']);
    expect(screen.getByRole('heading', { level: 2, name: 'All providers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(http.calls[0]).toMatchObject({ search: '?limit=24', authorization: null });
  });

  it("loads the first card's photo first, the rest of the first row at once, and the cards below the fold lazily", async () => {
    fakeHttp(() => ({ status: 200, body: { items: [1, 2, 3, 4].map((n) => cardOf(n)), nextCursor: null } }));
    renderInApp(<Directory />, { at: '/directory' });
    await screen.findByRole('article', { name: 'Business 4' });
    const loading = screen
      .getAllByRole('img')
      .map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('filters by the category in the address, marks it as current, and the links change it', async () => {
    const http = fakeHttp(({ query }) => {
      const category = query.get('category');
      const items = category === 'Soft Play' ? [cardOf(7, { categories: ['Soft Play'] })] : [cardOf(1), cardOf(2)];
      return { status: 200, body: { items, nextCursor: null } };
    });
    renderInApp(<Directory />, { at: '/directory?category=Soft+Play' });

    expect(await screen.findByRole('article', { name: 'Business 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Soft Play' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Soft Play' })).toHaveAttribute('aria-current', 'page');
    expect(http.calls[0]!.search).toBe('?limit=24&category=Soft+Play');

    await userEvent.click(within(categories).getByRole('link', { name: 'All categories' }));
    expect(await screen.findByRole('article', { name: 'Business 2' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Business 1', 'Business 2']);
    expect(screen.getByText('Now at /directory')).toBeInTheDocument();
  });

  it('says so when the address names no category it knows, and lists everyone', async () => {
    const http = fakeHttp(() => ({ status: 200, body: { items: [cardOf(1)], nextCursor: null } }));
    renderInApp(<Directory />, { at: '/directory?category=Jugglers' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We do not list a category called “Jugglers”, so here is every provider.',
    );
    await screen.findByRole('article', { name: 'Business 1' });
    expect(http.calls[0]!.search).toBe('?limit=24');
  });

  it('"Load more" asks for the next page with its cursor and adds it below', async () => {
    const http = fakeHttp(({ query }) =>
      query.get('cursor') === 'page-2'
        ? { status: 200, body: { items: [cardOf(3)], nextCursor: null } }
        : { status: 200, body: { items: [cardOf(1), cardOf(2)], nextCursor: 'page-2' } },
    );
    renderInApp(<Directory />, { at: '/directory' });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Business 3' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Business 1', 'Business 2', 'Business 3']);
    expect(http.calls[1]!.search).toBe('?limit=24&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('an empty category says what to try instead', async () => {
    fakeHttp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderInApp(<Directory />, { at: '/directory?category=Party+Bags' });
    expect(
      await screen.findByText(/No one is listed under Party Bags yet\. Try another category, or/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see every provider' })).toHaveAttribute('href', '/directory');
  });

  it("shows the API's message when the directory cannot load, and tries again on request", async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: { message: 'The database is unavailable.' } };
    fakeHttp(() => answer);
    renderInApp(<Directory />, { at: '/directory' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the providers. The database is unavailable.',
    );

    answer = { status: 200, body: { items: [cardOf(1)], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Business 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
