import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Chunk, Compilation, Compiler } from 'webpack';
import type { BuildMode, FederatedApp, PageRenderer, RenderedPage } from './federated-app.ts';
import { rendererConfig, RENDERER_FILE } from './prerender-config.ts';
import { fillPage, FRAME_PAGE, pageFile, withScriptPreloads } from './prerendered-html.ts';

const PLUGIN = 'PrerenderPlugin';
const require = createRequire(import.meta.url);

/** Where a build's renderer is compiled: beside the app's other caches, one folder per build folder. */
export function rendererDir(app: FederatedApp, buildOutput: string): string {
  return path.join(app.dir, 'node_modules', '.cache', 'prerender', path.basename(buildOutput));
}

/** Compiles the renderer (one compiler kept for the watch mode's rebuilds) and loads what it wrote. */
class RendererBuild {
  private compiler: webpack.Compiler | null = null;

  constructor(
    private readonly app: FederatedApp,
    private readonly mode: BuildMode,
    private readonly outputPath: string,
  ) {}

  async load(): Promise<PageRenderer> {
    this.compiler ??= webpack(rendererConfig(this.app, this.mode, this.outputPath));
    const compiler = this.compiler;
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      });
    });
    const file = path.join(this.outputPath, RENDERER_FILE);
    delete require.cache[file];
    return require(file) as PageRenderer;
  }

  close(): Promise<void> {
    const compiler = this.compiler;
    this.compiler = null;
    return new Promise((resolve) => (compiler ? compiler.close(() => resolve()) : resolve()));
  }
}

/**
 * Writes the app's pages as HTML at build time. The app's renderer (its `prerender` module) is
 * compiled for Node alongside the browser build; once html-webpack-plugin has written the page,
 * the prerendered `/` replaces index.html, every other prerendered path is written as
 * `<path>/index.html`, and the frame as app.html, each the same page with the markup in its root
 * and its styles inline. They are assets of the browser build, compressed like the rest.
 */
export class PrerenderPlugin {
  constructor(
    private readonly app: FederatedApp,
    private readonly mode: BuildMode,
  ) {}

  apply(compiler: Compiler): void {
    const build = new RendererBuild(this.app, this.mode, rendererDir(this.app, compiler.options.output.path ?? ''));
    let renderer: Promise<PageRenderer> | null = null;
    // The renderer compiles while the browser build does; the page waits for it.
    compiler.hooks.make.tap(PLUGIN, () => {
      renderer = build.load();
      renderer.catch(() => undefined);
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let screens = new Map<string, readonly string[]>();
      HtmlWebpackPlugin.getHooks(compilation).afterEmit.tapPromise(PLUGIN, async (data) => {
        if (data.outputName !== 'index.html' || !renderer) return data;
        try {
          const template = compilation.getAsset(data.outputName)!.source.source().toString();
          screens = await writePages(compilation, template, await renderer);
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: ${messageOf(error)}`));
        }
        return data;
      });
      // Once the chunks have their final names (after the real content hashes), before compression.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          try {
            preloadScreens(compilation, this.app.dir, screens);
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: ${messageOf(error)}`));
          }
        },
      );
    });
    compiler.hooks.shutdown.tapPromise(PLUGIN, () => build.close());
  }
}

/**
 * The pages are final: a minifier would drop the comments React marks Suspense boundaries with,
 * which hydration needs (and html-webpack-plugin has already minified the page around them).
 */
const FINAL = { minimized: true };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes every prerendered page, the framed paths' pages and the frame; `/` replaces index.html
 * (the frame does where there is no `/`). Returns the screens each page names, by page file.
 */
async function writePages(
  compilation: Compilation,
  template: string,
  renderer: PageRenderer,
): Promise<Map<string, readonly string[]>> {
  const pages = new Map<string, RenderedPage>();
  for (const route of renderer.paths) pages.set(pageFile(route), await renderer.renderPage(route));
  for (const route of renderer.frames ?? []) {
    if (pages.has(pageFile(route))) throw new Error(`${route} is both prerendered and framed`);
    pages.set(pageFile(route), await renderer.renderFrame(route));
  }
  pages.set(FRAME_PAGE, await renderer.renderFrame());
  if (!pages.has('index.html')) pages.set('index.html', pages.get(FRAME_PAGE)!);
  for (const [file, page] of pages) {
    const source = new webpack.sources.RawSource(fillPage(template, page));
    if (compilation.getAsset(file)) compilation.updateAsset(file, source, FINAL);
    else compilation.emitAsset(file, source, FINAL);
  }
  return new Map([...pages].map(([file, page]) => [file, page.screens ?? []]));
}

/** The chunks `import()` loads each of these modules with (absolute paths), with what they need beside them. */
function chunksLoading(compilation: Compilation, modules: ReadonlySet<string>): Chunk[] {
  const chunks = new Set<Chunk>();
  for (const group of compilation.chunkGroups) {
    for (const block of group.blocksIterable) {
      const loads = block.dependencies.some((dependency) => {
        const module = compilation.moduleGraph.getResolvedModule(dependency);
        return module instanceof webpack.NormalModule && modules.has(module.resource);
      });
      if (loads) for (const chunk of group.chunks) chunks.add(chunk);
    }
  }
  return [...chunks];
}

/**
 * Puts a preload of its screens' chunks into each prerendered page. Hydration waits for the
 * screen's code, which `main.js` would only ask for once it runs: preloaded, it comes with
 * `main.js`. At the low priority of the deferred `main.js`, and after it, so it does not go first.
 */
function preloadScreens(compilation: Compilation, appDir: string, screens: Map<string, readonly string[]>): void {
  const publicPath = compilation.outputOptions.publicPath;
  for (const [file, ids] of screens) {
    if (ids.length === 0) continue;
    if (typeof publicPath !== 'string' || publicPath === 'auto')
      throw new Error(`preloading a page's screens needs a fixed output.publicPath, not ${String(publicPath)}`);
    const scripts = chunksLoading(compilation, new Set(ids.map((id) => path.resolve(appDir, id))))
      .flatMap((chunk) => [...chunk.files])
      .filter((name) => name.endsWith('.js'));
    if (scripts.length === 0) continue;
    const html = compilation.getAsset(file)!.source.source().toString();
    const hrefs = scripts.map((script) => compilation.getPath(publicPath) + script);
    compilation.updateAsset(file, new webpack.sources.RawSource(withScriptPreloads(html, hrefs)), FINAL);
  }
}
