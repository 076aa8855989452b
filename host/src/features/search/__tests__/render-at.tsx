import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';

/**
 * Renders `screen` at `path` (starting at `at`) and returns where navigation led
 * (`location()`: path and query) and history's back button.
 */
export function renderAt(screen: ReactNode, { path, at }: { path: string; at: string }) {
  const seen = { location: at, navigate: null as NavigateFunction | null };
  function Watch() {
    const location = useLocation();
    seen.location = `${location.pathname}${location.search}`;
    seen.navigate = useNavigate();
    return null;
  }
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <Watch />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return {
    location: () => seen.location,
    back: () => act(() => void seen.navigate?.(-1)),
  };
}
