import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from 'webpack';
import type { BuildMode } from './federated-app.ts';

// Loaders are the tooling package's dependencies, not each app's.
const toolingRequire = createRequire(import.meta.url);

/** Where SWC keeps its compiled plugins (else a `.swc/` folder in whatever folder runs the build). */
const SWC_CACHE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.cache', 'swc');

/**
 * Gives every styled component an id made from its file and place in it (the SWC plugin
 * styled-components documents for server rendering). Without it an id counts the components
 * created so far, which differs between the build's prerender (Node) and the browser, so the
 * class names of a prerendered page would not match the ones the browser hydrates it with.
 */
function styledComponentsPlugin(mode: BuildMode): [string, Record<string, unknown>] {
  return [
    toolingRequire.resolve('@swc/plugin-styled-components'),
    { ssr: true, displayName: mode === 'development', fileName: mode === 'development' },
  ];
}

/**
 * How an app's sources are compiled, the same for its browser build and its prerender, so both
 * produce the same markup and class names.
 */
export function sourceRules(mode: BuildMode): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: toolingRequire.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            target: 'es2020',
            experimental: { plugins: [styledComponentsPlugin(mode)], cacheRoot: SWC_CACHE },
          },
        },
      },
    },
    {
      test: /\.(png|svg|jpe?g|webp|ico)$/,
      oneOf: [
        // `?fixed-name`: the file under its own name beside index.html, for what fetches it by a URL
        // it knows (the share image of a link preview: the page head's default og:image is /logo.png).
        { resourceQuery: /fixed-name/, type: 'asset/resource', generator: { filename: '[name][ext]' } },
        // Small images (the shell's logo) go inline: one request fewer before the header shows.
        { type: 'asset', parser: { dataUrlCondition: { maxSize: 2 * 1024 } } },
      ],
    },
  ];
}
