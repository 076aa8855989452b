import type { RenderedPage } from './federated-app.ts';

/**
 * The page every path without a prerendered page of its own is answered with: the layout
 * painted, its screen rendered by the browser. The servers fall back to it (index.html when a
 * build has none), since index.html is the prerendered `/`.
 */
export const FRAME_PAGE = 'app.html';

/** Where the page prerendered for `route` is written in the build folder: `/` → index.html, `/faq` → faq/index.html. */
export function pageFile(route: string): string {
  if (route === '/') return 'index.html';
  if (!/^(\/[a-z0-9][a-z0-9-]*)+$/.test(route))
    throw new Error(
      `Cannot prerender "${route}": a prerendered path is / or lower-case segments such as /faq or /help/contact, with no trailing slash`,
    );
  return `${route.slice(1)}/index.html`;
}

/** The app's root element in the built page, empty, as html-webpack-plugin writes it (minified or not). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

function only(template: string, pattern: RegExp, what: string): RegExpMatchArray {
  const matches = [...template.matchAll(new RegExp(pattern.source, 'g'))];
  if (matches.length !== 1)
    throw new Error(`The page template must hold ${what} once; it holds it ${matches.length} times`);
  return matches[0]!;
}

/**
 * The built page with a prerendered page's markup in its root and its styles at the end of
 * `<head>`, after the page's own head markup if it has any.
 */
export function fillPage(template: string, page: RenderedPage): string {
  const root = only(template, EMPTY_ROOT, 'an empty <div id="root"></div>');
  const headEnd = only(template, /<\/head>/, '</head>');
  const edits = [
    { at: root.index!, length: root[0].length, text: `<div id="root">${page.html}</div>` },
    { at: headEnd.index!, length: 0, text: (page.head ?? '') + page.styles },
  ].sort((a, b) => b.at - a.at);
  // From the end backwards, so each position still holds when it is used.
  return edits.reduce((html, edit) => html.slice(0, edit.at) + edit.text + html.slice(edit.at + edit.length), template);
}

/** The page with a low-priority preload of each script before the end of its `<head>` (after `main.js`). */
export function withScriptPreloads(page: string, hrefs: readonly string[]): string {
  const headEnd = only(page, /<\/head>/, '</head>');
  const links = hrefs.map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`).join('');
  return page.slice(0, headEnd.index) + links + page.slice(headEnd.index);
}
