import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_DESCRIPTION } from 'shared/contracts';
import { appStore } from 'shared/store';
import { fakeHttp } from 'shared/testing';
import { PageMeta } from '../page-meta.tsx';

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

function renderAt(path: string) {
  // A data router builds a Request on navigation; fakeHttp brings one to jsdom.
  fakeHttp(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <PageMeta /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => act(() => appStore.getState().setPageMeta(null)));

describe('page metadata', () => {
  it("uses a screen's own description, canonical path and share image for its path", () => {
    renderAt('/pages/old-name');
    act(() =>
      appStore.getState().setPageMeta({
        path: '/pages/old-name',
        description: 'Magic shows for children in Bristol and Bath.',
        canonicalPath: '/pages/magic-mikes-magic-shows',
        image: '/api/media/photo-1024.webp',
      }),
    );
    expect(head('meta[name="description"]')).toBe('Magic shows for children in Bristol and Bath.');
    expect(head('meta[property="og:description"]')).toBe('Magic shows for children in Bristol and Bath.');
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/pages/magic-mikes-magic-shows');
    expect(head('meta[property="og:url"]')).toBe('http://localhost/pages/magic-mikes-magic-shows');
    expect(head('meta[property="og:image"]')).toBe('http://localhost/api/media/photo-1024.webp');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('never lets one page describe another, and drops it once the path changes', async () => {
    const router = renderAt('/pages/bright-sparks');
    act(() => appStore.getState().setPageMeta({ path: '/pages/bright-sparks', description: 'Bright Sparks Magic.' }));
    expect(head('meta[name="description"]')).toBe('Bright Sparks Magic.');

    await act(() => router.navigate('/faq'));
    expect(head('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/faq');
    expect(head('meta[property="og:image"]')).toBe('http://localhost/test-file-stub');
    expect(head('meta[name="twitter:card"]')).toBe('summary');
    expect(appStore.getState().pageMeta).toBeNull();
  });
});
