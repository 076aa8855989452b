import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { GlobalStyle, ThemeRoot } from 'shared/theme';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ThemeRoot>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
