import { render } from '@testing-library/react';
// The memory router is for tests only: the app's shared react-router-dom module does not offer it.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';
import { providerRoutes } from '../provider-routes.tsx';

/** The provider's screens as the parcel mounts them, at `at`, for any feature's tests; the router tells where they led. */
export function renderProviderAt(at: string) {
  const router = createMemoryRouter(providerRoutes, { initialEntries: [at] });
  render(
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
  return router;
}
