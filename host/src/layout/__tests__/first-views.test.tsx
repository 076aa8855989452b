import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { setParcelLoader } from 'shared/remote-slot';
import { appStore, createAppStore } from 'shared/store';
import { fakeHttp } from 'shared/testing';
import { App } from '../../app.tsx';
import { FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_SCRIPT } from '../../prerender/first-visit-script.ts';
import { PrerenderedRoot } from '../../prerender/hydration.tsx';
import { preloadScreens } from '../../routes/lazy-page.tsx';
import { routes } from '../../routes/route-table.tsx';

const CHOOSER = 'Welcome! How will you use the platform?';
const HOME = "Plan Your Child's Next Party";

/** The page's React root, unmounted after each test. */
let root: Root | null = null;

async function routerAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await preloadScreens(router);
  return router;
}

/**
 * `/` as the build draws it (both first views), its head script run against what is stored, then
 * hydrated as the browser does. Returns the page's root and what React recovered from.
 */
async function visit(stored: string | null) {
  if (stored !== null) localStorage.setItem('selectedView', stored);
  new Function(FIRST_VISIT_SCRIPT)();
  // The store reads storage when the page starts.
  const { viewChosen, selectedView } = createAppStore(localStorage).getState();
  appStore.setState({ viewChosen, selectedView });

  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <PrerenderedRoot>
      <App router={await routerAt('/')} />
    </PrerenderedRoot>,
  );
  document.body.append(container);
  const before = {
    chooser: screen.getByRole('heading', { name: CHOOSER }),
    home: screen.getByRole('heading', { name: HOME }),
  };
  const recovered = jest.fn();
  const router = await routerAt('/');
  await act(async () => {
    root = hydrateRoot(
      container,
      <PrerenderedRoot>
        <App router={router} />
      </PrerenderedRoot>,
      { onRecoverableError: recovered },
    );
  });
  return { container, before, recovered };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // No remote answers: the header's and footer's slots show their fallbacks.
  setParcelLoader(async () => null);
  fakeHttp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  consoleError.mockRestore();
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
});

describe("`/`'s two first views", () => {
  it('keep, on a first visit, the chooser drawn before the app ran, alone, without a mismatch', async () => {
    const { container, before, recovered } = await visit(null);
    expect(document.documentElement).toHaveAttribute(FIRST_VISIT_ATTRIBUTE, 'true');
    expect(screen.getByRole('heading', { level: 1 })).toBe(before.chooser);
    expect(screen.queryByText(HOME)).not.toBeInTheDocument();
    // Bare, as the app draws it: no header or footer slot, no part left for CSS to hide.
    expect(container.querySelector('main#main')).toBeNull();
    expect(container.querySelector('[data-home-part]')).toBeNull();
    expect(recovered).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keep, for a returning visitor, the home drawn before the app ran, in the layout, without a mismatch', async () => {
    const { container, before, recovered } = await visit('organizer');
    expect(document.documentElement).toHaveAttribute(FIRST_VISIT_ATTRIBUTE, 'false');
    expect(screen.getByRole('heading', { level: 1 })).toBe(before.home);
    expect(screen.queryByText(CHOOSER)).not.toBeInTheDocument();
    expect(container.querySelector('main#main')).toContainElement(before.home);
    expect(container.querySelector('[data-home-part]')).toBeNull();
    expect(recovered).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('draw the layout once the visitor has chosen', async () => {
    const { container } = await visit(null);
    await act(async () => screen.getByRole('button', { name: /Organizer/ }).click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME);
    expect(container.querySelector('main#main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(localStorage.getItem('selectedView')).toBe('organizer');
  });
});
