import webpack from 'webpack';
import type { Compiler } from 'webpack';

const PLUGIN = 'HtmlChildLeftoversPlugin';
/** The name html-webpack-plugin gives the child compilation that turns its template into a page. */
const HTML_CHILD = 'HtmlWebpackCompiler';

/**
 * Leaves out of the build the scripts html-webpack-plugin's child compilation writes. That
 * compilation only turns index.html into the page, but Module Federation's sharing reaches child
 * compilations too, so it built a chunk of every package the app shares (about 850 KB raw in
 * the host), which webpack copied into the output, and the service worker precached for every
 * new visitor. No page loads them.
 */
export class HtmlChildLeftoversPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const own = new Set([...compilation.chunks].flatMap((chunk) => [...chunk.files, ...chunk.auxiliaryFiles]));
          for (const child of compilation.children) {
            if (child.name !== HTML_CHILD) continue;
            for (const chunk of child.chunks) {
              for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) {
                if (!own.has(file) && compilation.getAsset(file)) compilation.deleteAsset(file);
              }
            }
          }
        },
      );
    });
  }
}
