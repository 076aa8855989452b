#!/usr/bin/env tsx
/**
 * Builds or serves the app in the current folder with the shared factory:
 *   mf-app build        production build (printing its time); a remote's is published to
 *                       dist/<version>/ unless that version is already published
 *   mf-app start        development server on the app's own port
 *   mf-app build-one-bundle
 *                       (host only) the host and every remote as one application, without
 *                       Module Federation, into dist-one-bundle/: the speed baseline
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfigFactory, FederatedApp } from '../src/webpack/federated-app.ts';
import { outputDir } from '../src/webpack/output-dir.ts';
import { compilationsOf } from '../src/webpack/side-scripts.ts';
import { createOneBundleConfig, ONE_BUNDLE_DIR } from '../src/webpack/one-bundle.ts';
import { publishBuild, publishedState, refusal } from '../src/webpack/publish.ts';

const command = process.argv[2];
const appDir = process.cwd();
const { default: configFor } = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as {
  default: AppConfigFactory;
};
const { default: app } = (await import(pathToFileURL(path.join(appDir, 'module-federation.config.ts')).href)) as {
  default: FederatedApp;
};

function compile(config: webpack.Configuration | webpack.Configuration[]): Promise<void> {
  const compiler = webpack(Array.isArray(config) ? config : [config]);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors())
        return reject(new Error(String(error ?? stats?.toString({ all: false, errors: true, warnings: true }))));
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
      resolve();
    });
  });
}

if (command === 'build') {
  const started = performance.now();
  const config = configFor({}, { mode: 'production' });
  const output = outputDir(app);
  const existing =
    app.kind === 'remote'
      ? await publishedState(output.dist, output.version, output.source)
      : { state: 'absent' as const };
  if (existing.state === 'different') {
    console.error(refusal(app.name, output.version, existing.record).message);
    process.exit(1);
  }
  if (existing.state === 'same') {
    console.log(`${app.name}: ${output.version} is already published from these sources; nothing to build`);
    process.exit(0);
  }
  try {
    await compile(compilationsOf(app, config, 'production'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (app.kind === 'remote') {
      const result = await publishBuild({
        name: app.name,
        staging: output.path,
        dist: output.dist,
        version: output.version,
        source: output.source,
      });
      console.log(
        `${app.name}: built in ${seconds} s, ${result} -> ${path.relative(appDir, path.join(output.dist, output.version))}`,
      );
    } else {
      console.log(`${app.name}: built in ${seconds} s -> ${path.relative(appDir, output.path)}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else if (command === 'build-one-bundle' && app.kind === 'host') {
  const started = performance.now();
  try {
    await compile(await createOneBundleConfig(app));
    console.log(`one bundle: built in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${ONE_BUNDLE_DIR}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else if (command === 'start') {
  const config = configFor({}, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(compilationsOf(app, config, 'development')));
  await server.start();
  console.log(`${config.output?.uniqueName}: http://localhost:${String(config.devServer.port)}/`);
} else {
  console.error('usage: mf-app build | start | build-one-bundle (host)');
  process.exit(2);
}
