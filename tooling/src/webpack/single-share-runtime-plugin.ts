import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, RuntimeModule } from 'webpack';

const PLUGIN = 'SingleShareRuntimePlugin';
const require = createRequire(import.meta.url);

/** The `sharing` runtime module webpack's own RuntimePlugin adds (not exported by webpack). */
const WebpackShareRuntimeModule = require(
  path.join(path.dirname(require.resolve('webpack')), 'sharing', 'ShareRuntimeModule.js'),
) as new () => RuntimeModule;

/**
 * Leaves one `sharing` runtime module per chunk. Wherever a chunk needs the share scope, webpack's
 * RuntimePlugin adds its own module and Module Federation's adds another after it, which
 * overwrites `__webpack_require__.S` and `.I`: webpack's copy (a table of every shared module
 * with its loader, about 2 KB) is dead code in main.js and in every remoteEntry.js.
 * @module-federation/enhanced knows (a FIXME in its ConsumeSharedPlugin). webpack's copy is
 * dropped only from a chunk that also has the federation one, so nothing changes if that is fixed.
 */
export class SingleShareRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (module) => module.name === 'sharing',
          );
          const webpacks = sharing.filter((module) => module instanceof WebpackShareRuntimeModule);
          if (webpacks.length === sharing.length) continue;
          for (const module of webpacks) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
            compilation.modules.delete(module);
          }
        }
      });
    });
  }
}
