import './support/served-head-in-html.ts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_DESCRIPTION } from 'shared/contracts';
import { appStore } from 'shared/store';
import { fakeHttp } from 'shared/testing';
import { PageMeta } from '../page-meta.tsx';

const all = (selector: string, attribute = 'content') =>
  [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute));

describe('a page that came with its head from the server', () => {
  it('keeps the served head on its own address, then replaces it, never adding a second of any tag', async () => {
    fakeHttp(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <PageMeta /> }], {
      initialEntries: ['/pages/bright-sparks?from=share'],
    });
    render(<RouterProvider router={router} />);
    // The business screen says what the server said; nothing is added to it.
    act(() =>
      appStore
        .getState()
        .setPageMeta({ path: '/pages/bright-sparks', description: 'Bright Sparks Magic, in the browser.' }),
    );
    expect(all('meta[name="description"]')).toEqual(['Bright Sparks Magic, from the server.']);
    expect(all('link[rel="canonical"]', 'href')).toEqual(['http://localhost/pages/bright-sparks']);
    expect(all('meta[property="og:image"]')).toEqual(['http://localhost/api/media/photos/cover/1024.webp']);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    await act(() => router.navigate('/faq'));
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0);
    expect(all('meta[name="description"]')).toEqual([DEFAULT_DESCRIPTION]);
    expect(all('link[rel="canonical"]', 'href')).toEqual(['http://localhost/faq']);
    expect(all('meta[property="og:image"]')).toEqual(['http://localhost/test-file-stub']);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);

    // Back on the address it was served at, the page's own head is the browser's now.
    await act(() => router.navigate('/pages/bright-sparks?from=share'));
    act(() =>
      appStore
        .getState()
        .setPageMeta({ path: '/pages/bright-sparks', description: 'Bright Sparks Magic, in the browser.' }),
    );
    expect(all('meta[name="description"]')).toEqual(['Bright Sparks Magic, in the browser.']);
    expect(all('link[rel="canonical"]', 'href')).toEqual(['http://localhost/pages/bright-sparks']);
  });
});
