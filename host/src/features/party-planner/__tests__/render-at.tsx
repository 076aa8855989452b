import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';

function Location() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

/** Renders `screen` at `path`, with "Now at <path and query>" telling where navigation led. */
export function renderAt(screen: ReactNode, path: string) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
