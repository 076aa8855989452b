import { StrictMode, useMemo } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from 'shared/theme';
import { useShownSettings } from './prerender/hydration.tsx';

/**
 * The host's whole tree, the same in the browser and in the build's prerender. Its theme is the
 * store's (as every root's ThemeRoot), except while a prerendered page hydrates.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { themeMode } = useShownSettings();
  // The same element each time, so a change of theme (or the end of hydration) does not render
  // every route again: what reads those settings subscribes to them itself.
  const pages = useMemo(() => <RouterProvider router={router} />, [router]);
  return (
    <StrictMode>
      <ThemeProvider theme={themes[themeMode]}>
        <GlobalStyle />
        {pages}
      </ThemeProvider>
    </StrictMode>
  );
}
