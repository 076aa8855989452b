/**
 * The host's pages rendered in Node at build time (the build factory's `prerender` step): the
 * public pages in full, and the frame every other path paints first. Only the build runs this
 * file (`*.server.tsx`), never the browser.
 */
import { prerender } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageRenderer, RenderedPage } from 'tooling/webpack';
import { App } from '../app.tsx';
import { preloadScreens } from '../routes/lazy-page.tsx';
import { routes } from '../routes/route-table.tsx';
import { FIRST_VISIT_HEAD } from './first-visit-script.ts';
import { PrerenderedRoot } from './hydration.tsx';
import { FRAMED_PATHS, PRERENDERED_PATHS } from './prerendered-paths.ts';
import { screenModuleIds } from './screen-modules.server.ts';
import { SCREEN_IN_BROWSER_DIGEST, ScreenInBrowser } from './screen-in-browser.ts';

/** Renders the app at `path`, waiting for every lazy screen: its markup, the styles that uses, the screens it shows. */
async function render(routeList: RouteObject[], path: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const router = createMemoryRouter(routeList, { initialEntries: [path] });
    const { prelude } = await prerender(
      sheet.collectStyles(
        <PrerenderedRoot>
          <App router={router} />
        </PrerenderedRoot>,
      ),
      {
        onError(error) {
          if (error instanceof ScreenInBrowser) return SCREEN_IN_BROWSER_DIGEST;
          errors.push(error);
          return undefined;
        },
      },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, `Rendering ${path} failed: ${String(errors[0])}`);
    return { html, styles: sheet.getStyleTags(), screens: screenModuleIds(router) };
  } finally {
    sheet.seal();
  }
}

function LeftToBrowser(): never {
  throw new ScreenInBrowser();
}

/** The layout route with one screen for every path, which only the browser renders. */
const frameRoutes: RouteObject[] = routes.map((layout) => ({
  element: layout.element,
  children: [{ path: '*', element: <LeftToBrowser /> }],
}));

/** Any path but `/` (which, before a view is chosen, is drawn without the layout). */
const FRAME_PATH = '/frame';

export const paths: PageRenderer['paths'] = PRERENDERED_PATHS;
export const renderPage: PageRenderer['renderPage'] = (path) => {
  if (!PRERENDERED_PATHS.includes(path)) throw new Error(`${path} is not one of the prerendered paths`);
  // `/` holds the view chooser and the home: its head says, before the first paint, which shows.
  return render(routes, path).then((page) => (path === '/' ? { ...page, head: FIRST_VISIT_HEAD } : page));
};
export const frames: PageRenderer['frames'] = FRAMED_PATHS;
export const renderFrame: PageRenderer['renderFrame'] = async (path) => {
  const frame = await render(frameRoutes, FRAME_PATH);
  if (path === undefined) return frame;
  if (!FRAMED_PATHS.includes(path)) throw new Error(`${path} is not one of the framed paths`);
  return { ...frame, screens: await screensAt(path) };
};

/** The screens the app shows at `path`, loaded but not rendered. */
async function screensAt(path: string): Promise<string[]> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await preloadScreens(router);
  return screenModuleIds(router);
}
