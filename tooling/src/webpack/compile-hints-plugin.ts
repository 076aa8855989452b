import webpack from 'webpack';
import type { Chunk, Compilation, Compiler } from 'webpack';

const PLUGIN = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is
 * compiled as the script streams in, on a background thread, instead of on the main thread the
 * first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules whose chunks stay lazily compiled: libraries of which a page calls a small part. */
export type CompileHintsOptions = { except: RegExp };

function holdsModuleMatching(compilation: Compilation, chunk: Chunk, pattern: RegExp): boolean {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const resource = module.nameForCondition();
    if (resource && pattern.test(resource)) return true;
  }
  return false;
}

/**
 * Starts each chunk's script with the compile hint. In this site a script loads when its code is
 * about to run (the entries at start-up, a screen's chunk when it is shown), so most of its
 * functions run at once: compiled on the main thread, one by one, they made up about 40% of the
 * start-up's longest task on a slowed-down phone. Added once the code is minified (the minifier
 * would drop the comment) and before the source maps, the content hashes and the chunk integrity
 * hashes are made, so all of them describe the file as served.
 */
export class CompileHintsPlugin {
  constructor(private readonly options: CompileHintsOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (holdsModuleMatching(compilation, chunk, this.options.except)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
