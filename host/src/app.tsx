import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from 'shared/theme';
import { useShownSettings } from './prerender/hydration.ts';

/**
 * The host's whole tree, the same in the browser and in the build's prerender. Its theme is the
 * store's (as every root's ThemeRoot), except while a prerendered page hydrates.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { themeMode } = useShownSettings();
  return (
    <StrictMode>
      <ThemeProvider theme={themes[themeMode]}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>
  );
}
