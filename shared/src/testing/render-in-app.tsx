import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// From react-router itself: MemoryRouter is for tests only, so the shared react-router-dom
// module the apps use does not offer it (react-router-dom re-exports these same objects).
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeRoot } from 'shared/theme';

function Location() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders `ui` as a parcel or page renders it: the theme from the store and a router at `at`.
 * With `route`, `ui` is that route's screen and any other path shows nothing of it; either way
 * "Now at <path>" tells where navigation led.
 */
export function renderInApp(ui: ReactNode, { at = '/', route }: { at?: string; route?: string } = {}) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[at]}>
        {route === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
