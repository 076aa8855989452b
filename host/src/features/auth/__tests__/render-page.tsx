import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';

function Landed() {
  const { pathname } = useLocation();
  return <h1>Landed on {pathname}</h1>;
}

/** Renders a screen at `path` in a router; any other path shows where the visitor landed. */
export function renderAt(path: string, routePath: string, screen: ReactNode) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={screen} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}
