import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { FederatedApp } from './federated-app.ts';
import { sideScriptsOf } from './side-scripts.ts';

const webpackDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The app's HTML page: the host's site page or a remote's standalone page. When federated, its
 * side scripts come first (the host's starts on the registry and the first view's remotes
 * before main.js; a remote's standalone page gets its federation runtime).
 */
export function htmlPage(app: FederatedApp, { federated }: { federated: boolean }): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    template: path.join(webpackDir, 'index.html'),
    title: app.title,
    sideScripts: federated ? sideScriptsOf(app) : [],
    chunks: ['main'],
    favicon: path.join(webpackDir, 'favicon.svg'),
  });
}
