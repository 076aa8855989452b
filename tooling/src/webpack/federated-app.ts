import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * A small plain script the app's page loads before main.js, written beside its build under a
 * fixed name: it needs a compilation of its own because Module Federation puts its runtime into
 * every entry of the app's compilation.
 */
export type SideScript = {
  /** Its file name beside main.js (revalidated, never hashed: the page names it). */
  file: string;
  /** Its source: relative to the app's folder, or absolute. */
  entry: string;
  /** `async` runs it whenever it arrives, in parallel with main.js; `blocking` runs it before main.js. */
  load: 'async' | 'blocking';
  /** URLs the page starts fetching at once for it (`<link rel="preload" as="fetch">`). */
  preloadFetches?: string[];
};

export type FederatedApp = {
  /** The app's folder (where its package.json is). */
  dir: string;
  /** Module Federation container name; a valid JS identifier, unique across the platform. */
  name: string;
  kind: 'host' | 'remote';
  port: number;
  /** Title of the app's own HTML page (the host's site page, or a remote's standalone page). */
  title: string;
  /** Scripts of the app's own that its federated page runs beside main.js. */
  sideScripts?: SideScript[];
  /**
   * The one-bundle build (host only): app files swapped for others, both relative to the app's
   * folder, where the federated code has no meaning without Module Federation.
   */
  oneBundleSwaps?: Record<string, string>;
  /**
   * (host only) A module, relative to the app's folder, that renders the app's pages in Node at
   * build time (a `PageRenderer` as its exports): the build writes each into the HTML page, so
   * the page paints before any script runs and the browser hydrates it.
   */
  prerender?: string;
};

/** A page rendered at build time: the markup of the app's root element and the styles it needs. */
export type RenderedPage = {
  html: string;
  styles: string;
  /** Markup the page's `<head>` carries before its styles (an inline script the page's first paint needs). */
  head?: string;
  /**
   * The modules of the lazy screens its markup shows, by their ids in the renderer's build (paths
   * from the app's folder) or absolute paths: the page preloads the chunks that load them.
   */
  screens?: readonly string[];
};

/** What an app's `prerender` module exports. */
export type PageRenderer = {
  /** The paths rendered in full (`/`, `/faq`…), each written as its own HTML file. */
  paths: readonly string[];
  renderPage: (path: string) => Promise<RenderedPage>;
  /**
   * The layout with the screen left to the browser: the first paint of every other path. Given
   * one of `frames`, the same markup naming that path's screens, written as that path's page.
   */
  renderFrame: (path?: string) => Promise<RenderedPage>;
  /** Paths the browser draws whose screens the build can name (`/results`), each a page of its own. */
  frames?: readonly string[];
};

export type BuildMode = 'production' | 'development';

export type AppConfig = Configuration & { devServer: DevServerConfiguration };

/** The shape of every app's webpack.config.ts (webpack-cli's `(env, argv)` convention). */
export type AppConfigFactory = (env: unknown, argv: { mode?: BuildMode }) => AppConfig;
