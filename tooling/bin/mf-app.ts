#!/usr/bin/env tsx
/**
 * Builds or serves the app in the current folder with the shared factory:
 *   mf-app build        production build (printing its time)
 *   mf-app start        development server on the app's own port
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfigFactory } from '../src/webpack/create-config.ts';

const command = process.argv[2];
const appDir = process.cwd();
const { default: configFor } = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as {
  default: AppConfigFactory;
};

if (command === 'build') {
  const started = performance.now();
  const config = configFor({}, { mode: 'production' });
  const compiler = webpack(config);
  compiler.run((error, stats) => {
    compiler.close(() => undefined);
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString({ all: false, errors: true, warnings: true }));
      process.exit(1);
    }
    if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${config.output?.uniqueName}: built in ${seconds} s -> ${path.relative(appDir, config.output?.path ?? '')}`);
  });
} else if (command === 'start') {
  const config = configFor({}, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  console.log(`${config.output?.uniqueName}: http://localhost:${String(config.devServer.port)}/`);
} else {
  console.error('usage: mf-app build | start');
  process.exit(2);
}
