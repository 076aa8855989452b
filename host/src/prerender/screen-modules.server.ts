import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../routes/lazy-page.tsx';

type Matches = { state: { matches: readonly { route: Pick<RouteObject, 'handle'> }[] } };

/**
 * The modules of the lazy screens a render showed, by the names the module system that loaded
 * them gives them: the build's renderer names each by its path from the app's folder
 * (`./src/pages/home/index.tsx`), Node and Jest by its absolute path. The build preloads the
 * chunks that hold them from the page's HTML, so hydration need not wait for `main.js` to ask.
 */
export function screenModuleIds(router: Matches): string[] {
  const screens = new Set<unknown>(
    router.state.matches
      .map((match) => (match.route.handle as Partial<ScreenHandle> | undefined)?.loadedModule?.())
      .filter(Boolean),
  );
  // Under webpack `require.cache` is its module cache; a module's exports are what import() gave.
  return Object.entries(require.cache)
    .filter(([, module]) => module !== undefined && screens.has(module.exports))
    .map(([id]) => id);
}
