import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from 'shared/theme';
import type { ReactNode } from 'react';

/** Renders part of the header as its parcel does: theme from the store, a router at `path`. */
export function renderAt(ui: ReactNode, path = '/about') {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeRoot>,
  );
}
