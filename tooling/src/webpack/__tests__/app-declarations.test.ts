import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { AppConfig, FederatedApp, SideScript } from '../federated-app.ts';
import { htmlPage } from '../html-page.ts';
import { HtmlScriptIntegrityPlugin } from '../html-script-integrity.ts';
import { sriOf } from '../integrity.ts';
import { swapPlugins } from '../one-bundle.ts';
import { compilationsOf } from '../side-scripts.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'app-declarations-'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture-app', version: '1.0.0' }));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

function build(configs: webpack.Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** The app's own compilation, reduced to what these tests look at: its entry and its page. */
function pageConfig(app: FederatedApp, publicPath: string, federated = true): AppConfig {
  return {
    name: app.name,
    mode: 'production',
    context: app.dir,
    entry: { main: './src/bootstrap.ts' },
    output: { path: path.join(app.dir, 'out'), publicPath },
    plugins: [htmlPage(app, { federated })],
    devServer: {},
  };
}

const read = (file: string) => readFile(path.join(dir, 'out', file), 'utf8');

// Two compilations built for real: slower than a unit test's default allows on a busy machine.
jest.setTimeout(60_000);

/** A host with a main.js and one side script, warm-up.js, written to the fixture folder. */
async function hostWithWarmUp(warmUp: Partial<SideScript> = {}): Promise<FederatedApp> {
  await write('src/bootstrap.ts', "console.log('main');\n");
  await write('src/warm-up.ts', "console.log('warming up');\n");
  return {
    dir,
    name: 'fixture_app',
    kind: 'host',
    port: 0,
    title: 'Fixture',
    sideScripts: [{ file: 'warm-up.js', entry: './src/warm-up.ts', load: 'async', ...warmUp }],
  };
}

describe("an app's own build declarations", () => {
  it('the page runs the side scripts its config declares before main.js, each built beside it', async () => {
    const app = await hostWithWarmUp({ preloadFetches: ['/data.json'] });
    const config = pageConfig(app, '/');

    await build(compilationsOf(app, config, 'production'));

    const page = await read('index.html');
    expect(page).toMatch(
      /<link rel=preload href=\/data\.json as=fetch crossorigin=anonymous><script async src=\/warm-up\.js><\/script>/,
    );
    expect(page.indexOf('/warm-up.js')).toBeLessThan(page.indexOf('/main.js'));
    expect(await read('warm-up.js')).toContain('warming up');
  });

  it("the page's own scripts carry the SHA-384 of what was built, side scripts included", async () => {
    const app = await hostWithWarmUp();
    const config = pageConfig(app, '/');
    config.plugins!.push(new HtmlScriptIntegrityPlugin(['warm-up.js']));

    await build(compilationsOf(app, config, 'production'));

    const page = await read('index.html');
    expect(page).toContain(`<script async src=/warm-up.js integrity="${sriOf(await read('warm-up.js'))}"></script>`);
    expect(page).toContain(`<script defer src=/main.js integrity="${sriOf(await read('main.js'))}"></script>`);
  });

  it('a host that declares none has a page with main.js alone', async () => {
    await write('src/bootstrap.ts', "console.log('main');\n");
    const app: FederatedApp = { dir, name: 'fixture_app', kind: 'host', port: 0, title: 'Fixture' };
    const config = pageConfig(app, '/');

    expect(compilationsOf(app, config, 'production')).toEqual([config]);
    await build([config]);
    expect((await read('index.html')).match(/<script[^>]*>/g)).toEqual(['<script defer src=/main.js>']);
  });

  it("a remote's standalone page loads its federation runtime first, blocking, beside the page", async () => {
    await write('src/bootstrap.ts', "console.log('main');\n");
    const app: FederatedApp = { dir, name: 'fixture_remote', kind: 'remote', port: 0, title: 'Fixture (standalone)' };
    const config = pageConfig(app, 'auto');

    expect(compilationsOf(app, config, 'production').map((compilation) => compilation.name)).toEqual([
      'fixture_remote:federation-runtime.js',
      'fixture_remote',
    ]);
    await build([config]);
    expect((await read('index.html')).match(/<script[^>]*>/g)).toEqual([
      '<script src=federation-runtime.js>',
      '<script defer src=main.js>',
    ]);
  });

  it('a page built as one bundle runs no side script', async () => {
    await write('src/bootstrap.ts', "console.log('main');\n");
    const app: FederatedApp = {
      dir,
      name: 'fixture_app',
      kind: 'host',
      port: 0,
      title: 'Fixture',
      sideScripts: [{ file: 'warm-up.js', entry: './src/warm-up.ts', load: 'async', preloadFetches: ['/data.json'] }],
    };

    await build([pageConfig(app, '/', false)]);

    const page = await read('index.html');
    expect(page).not.toContain('warm-up.js');
    expect(page).not.toContain('/data.json');
  });

  it('the one-bundle build swaps exactly the files the app names, wherever they are imported from', async () => {
    await write(
      'src/bootstrap.ts',
      "import { start } from './remotes/start.ts';\nimport { other } from './other/start.ts';\nconsole.log(start, other);\n",
    );
    await write('src/remotes/start.ts', "export const start = 'federated start-up';\n");
    await write('src/one/start.ts', "export const start = 'one-bundle start-up';\n");
    await write('src/other/start.ts', "export const other = 'untouched';\n");
    const app: FederatedApp = {
      dir,
      name: 'fixture_app',
      kind: 'host',
      port: 0,
      title: 'Fixture',
      oneBundleSwaps: { './src/remotes/start.ts': './src/one/start.ts' },
    };

    await build([{ ...pageConfig(app, '/', false), plugins: swapPlugins(app) }]);

    const main = await read('main.js');
    expect(main).toContain('one-bundle start-up');
    expect(main).not.toContain('federated start-up');
    expect(main).toContain('untouched');
  });
});
