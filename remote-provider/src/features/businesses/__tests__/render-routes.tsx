import { render } from '@testing-library/react';
// The memory router is for tests only: the app's shared react-router-dom module does not offer it.
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';

function Location() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `routes` under a data router at `at`, as the provider's parcel does (the editor's
 * unsaved-changes guard needs one); "Now at <path>" tells where navigation led.
 */
export function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Location />
          </>
        ),
        children: [...routes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<ThemeRoot>{<RouterProvider router={router} />}</ThemeRoot>) };
}
