import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppStore } from 'shared/store';
import { themes } from './tokens.ts';

/**
 * Every React root (host and each parcel) wraps itself in this: React context does not cross
 * roots, the store does, so a theme switch in any remote restyles all of them at once.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppStore((state) => state.themeMode);
  return <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>;
}
