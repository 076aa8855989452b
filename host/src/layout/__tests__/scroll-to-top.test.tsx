import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeHttp } from 'shared/testing';
import { ScrollToTop } from '../scroll-to-top.tsx';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function renderAt(path: string) {
  // A data router builds a Request on navigation; fakeHttp brings one to jsdom.
  fakeHttp(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling to the top', () => {
  it('leaves the first page where the visitor scrolled it before the app started', () => {
    renderAt('/faq');

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts every other path at the top', async () => {
    const router = renderAt('/faq');

    await act(() => router.navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the position when only the query changes', async () => {
    const router = renderAt('/results?category=Magicians');

    await act(() => router.navigate('/results?category=Clowns'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
