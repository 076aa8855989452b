import { lazy, type ComponentType } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

export type ScreenModule = { default: ComponentType };

/** What a route of a lazy screen carries in its `handle`, beside anything else it has there. */
export type ScreenHandle = {
  preload: () => Promise<void>;
  /** The screen's module once it has loaded (the build finds it among the loaded modules to name it). */
  loadedModule: () => ScreenModule | null;
};

/**
 * A screen loaded on demand: its route's element, and a `preload` in its handle. While the code
 * loads, the layout's Suspense shows the full-screen spinner; once it has loaded, the screen
 * renders at once (React.lazy is handed a thenable that answers synchronously), which lets a
 * prerendered page hydrate in one pass once its screen is preloaded.
 */
export function lazyPage<Handle extends object>(load: () => Promise<ScreenModule>, handle?: Handle) {
  let loaded: ScreenModule | null = null;
  const loadOnce = () => load().then((module) => (loaded = module));
  const Screen = lazy(() => (loaded ? (loadedThenable(loaded) as unknown as Promise<ScreenModule>) : loadOnce()));
  const preload = async () => {
    if (!loaded) await loadOnce();
  };
  return { element: <Screen />, handle: { ...handle, preload, loadedModule: () => loaded } as Handle & ScreenHandle };
}

function loadedThenable(module: ScreenModule) {
  return { then: (resolve: (value: ScreenModule) => void) => resolve(module) };
}

/** Loads the screens the router's current location shows (before hydrating its prerendered markup). */
export async function preloadScreens(router: Pick<ReturnType<typeof createBrowserRouter>, 'state'>): Promise<void> {
  await Promise.all(
    router.state.matches.map((match) => (match.route.handle as Partial<ScreenHandle> | undefined)?.preload?.()),
  );
}
