import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import host from '../../../../host/module-federation.config.ts';
import { createConfig } from '../create-config.ts';
import type { FederatedApp } from '../federated-app.ts';
import { htmlPage } from '../html-page.ts';
import { createOneBundleConfig } from '../one-bundle.ts';
import { PrerenderPlugin } from '../prerender-plugin.ts';

// Each test runs two webpack compilations (the page and its renderer).
jest.setTimeout(60_000);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture-app', version: '1.0.0' }));
  await write('src/bootstrap.ts', "console.log('main');\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

const read = (file: string) => readFile(path.join(dir, 'out', file), 'utf8');

/** A renderer as an app's `prerender` module is: plain strings here, React and styled-components in the host. */
const RENDERER = `
export const paths = ['/', '/faq'];
const styles = '<style data-styled="true">h1{color:rebeccapurple}</style>';
export async function renderPage(path: string) {
  if (path === '/faq' && process.env.FIXTURE_FAIL) throw new Error('the FAQ broke');
  return { html: '<main><h1>Page ' + path + '</h1></main>', styles };
}
export async function renderFrame() {
  return { html: '<main><div role="status">Loading</div></main>', styles };
}
`;

function buildApp(): Promise<webpack.Stats> {
  const app: FederatedApp = {
    dir,
    name: 'fixture_app',
    kind: 'host',
    port: 0,
    title: 'Fixture',
    prerender: './src/render.ts',
  };
  const config: webpack.Configuration = {
    name: app.name,
    mode: 'production',
    context: dir,
    entry: { main: './src/bootstrap.ts' },
    output: { path: path.join(dir, 'out'), publicPath: '/' },
    plugins: [htmlPage(app, { federated: false }), new PrerenderPlugin(app, 'production')],
  };
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error) : resolve(stats)));
    });
  });
}

describe('the prerender step of a build', () => {
  afterEach(() => delete process.env.FIXTURE_FAIL);

  it("writes each prerendered path's page: its markup in the root, its styles inline in <head>", async () => {
    await write('src/render.ts', RENDERER);

    const stats = await buildApp();

    expect(stats.hasErrors()).toBe(false);
    const faq = await read('faq/index.html');
    expect(faq).toContain('<div id="root"><main><h1>Page /faq</h1></main></div>');
    expect(faq).toMatch(/<style data-styled="true">h1\{color:rebeccapurple\}<\/style><\/head>/);
    // Still the app's page: its script runs and hydrates the markup.
    expect(faq).toMatch(/<script defer(="defer")? src="?\/main\.js"?><\/script>/);
    expect(await read('index.html')).toContain('<div id="root"><main><h1>Page /</h1></main></div>');
  });

  it('writes the frame for every path without a page of its own', async () => {
    await write('src/render.ts', RENDERER);

    await buildApp();

    const frame = await read('app.html');
    expect(frame).toContain('<div id="root"><main><div role="status">Loading</div></main></div>');
    expect(frame).toContain('h1{color:rebeccapurple}');
    expect(frame).not.toContain('<h1>');
  });

  it('preloads the chunks of the screens a page shows, after main.js and at its low priority', async () => {
    await write('src/pages/faq.ts', "export default function Faq() { return 'the FAQ screen'; }\n");
    await write('src/bootstrap.ts', "import('./pages/faq.ts').then((faq) => console.log(faq.default()));\n");
    // The renderer names each page's screens as its build does; `/` names its entry, which no import() loads.
    await write(
      'src/render.ts',
      RENDERER.replace(
        "return { html: '<main><h1>Page ' + path + '</h1></main>', styles };",
        "return { html: '<main><h1>Page ' + path + '</h1></main>', styles, screens: [path === '/faq' ? './src/pages/faq.ts' : './src/bootstrap.ts'] };",
      ),
    );

    const stats = await buildApp();

    expect(stats.hasErrors()).toBe(false);
    const scripts = (await readdir(path.join(dir, 'out'), { recursive: true })).filter((file) => file.endsWith('.js'));
    const faqChunk = (
      await Promise.all(scripts.map(async (file) => ((await read(file)).includes('the FAQ screen') ? file : null)))
    ).find((file) => file !== null && file !== 'main.js');
    expect(faqChunk).toBeDefined();
    const faq = await read('faq/index.html');
    expect(faq).toContain(`<link rel="preload" href="/${faqChunk!}" as="script" fetchpriority="low"></head>`);
    expect(faq.indexOf(`href="/${faqChunk!}"`)).toBeGreaterThan(faq.search(/src="?\/main\.js/));
    expect(await read('index.html')).not.toContain('as="script"');
  });

  it("writes each framed path as the frame, preloading that path's screens", async () => {
    await write('src/pages/results.ts', "export default function Results() { return 'the results screen'; }\n");
    await write('src/bootstrap.ts', "import('./pages/results.ts').then((page) => console.log(page.default()));\n");
    await write(
      'src/render.ts',
      `${RENDERER}
export const frames = ['/results'];
`.replace(
        'export async function renderFrame() {',
        "export async function renderFrame(path?: string) {\n  if (path) return { html: '<main><div role=\"status\">Loading</div></main>', styles, screens: ['./src/pages/results.ts'] };",
      ),
    );

    const stats = await buildApp();

    expect(stats.hasErrors()).toBe(false);
    const results = await read('results/index.html');
    expect(results).toContain('<div id="root"><main><div role="status">Loading</div></main></div>');
    expect(results).toMatch(/<link rel="preload" href="\/[^"]+\.js" as="script" fetchpriority="low"><\/head>/);
    expect(await read('app.html')).not.toContain('as="script"');
  });

  it('fails the build, naming the page, when a page cannot be rendered', async () => {
    await write('src/render.ts', RENDERER);
    process.env.FIXTURE_FAIL = '1';

    const stats = await buildApp();

    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ all: false, errors: true })).toContain('PrerenderPlugin: the FAQ broke');
  });
});

describe("the host's builds", () => {
  const prerenders = (plugins: unknown[] | undefined) => (plugins ?? []).some((p) => p instanceof PrerenderPlugin);

  it('prerender its pages, federated and as one bundle alike (the benchmark compares the two)', async () => {
    expect(host.prerender).toBe('./src/prerender/render-pages.server.tsx');
    expect(prerenders(createConfig(host, 'production').plugins)).toBe(true);
    expect(prerenders((await createOneBundleConfig(host)).plugins)).toBe(true);
  });
});
