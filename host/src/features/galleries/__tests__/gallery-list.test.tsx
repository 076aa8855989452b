import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderInApp, type HttpRequest } from 'shared/testing';
import { GalleryList } from '../components/gallery-list.tsx';
import { photo } from './gallery-fixture.ts';

const summary = (n: number) => ({
  id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Party ${n}`,
  business: { name: 'Party Pals Entertainment', slug: 'party-pals-entertainment' },
  photoCount: n,
  cover: photo(n, `Party ${n}`),
});

describe('/gallery', () => {
  it('lists galleries with their business and photo count, and pages on with the cursor', async () => {
    const http = fakeHttp((request: HttpRequest) =>
      request.query.get('cursor')
        ? { status: 200, body: { items: [summary(3)], nextCursor: null } }
        : { status: 200, body: { items: [summary(1), summary(2)], nextCursor: summary(2).id } },
    );
    renderInApp(<GalleryList />);
    const first = await screen.findByRole('article', { name: 'Party 1' });
    expect(within(first).getByRole('link', { name: 'Party 1' })).toHaveAttribute('href', `/gallery/${summary(1).id}`);
    expect(within(first).getByText('1 photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more galleries' }));
    expect(await screen.findByRole('article', { name: 'Party 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more galleries' })).toBeNull();
    expect(http.calls.map((call) => call.search)).toEqual(['?limit=12', `?limit=12&cursor=${summary(2).id}`]);
  });
});
