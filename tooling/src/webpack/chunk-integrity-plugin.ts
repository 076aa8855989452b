import webpack from 'webpack';
import type { Chunk, Compilation, Compiler } from 'webpack';
import { SRI_LENGTH, sriOf } from './integrity.ts';

const PLUGIN = 'ChunkIntegrityPlugin';
const PLACEHOLDER_PREFIX = 'sha384-__CHUNK_SRI_';

/** Same length as a real value, so replacing it later leaves the source map's columns right. */
function placeholder(index: number): string {
  return `${PLACEHOLDER_PREFIX}${index}__`.padEnd(SRI_LENGTH, '_');
}

/**
 * Makes a build's own chunk loader refuse a chunk that is not byte for byte what was built:
 * every `<script>` webpack's runtime adds for a lazy chunk carries the chunk's SHA-384 as
 * `integrity` (and `crossorigin`, which a cross-origin integrity check needs). The hashes live
 * in the runtime chunk (a remote's remoteEntry.js), so pinning that one file's hash pins every
 * chunk it loads. The runtime is written before the chunks are final, so it holds placeholders
 * of the same length, filled in once the chunks' content and names are (after
 * RealContentHashPlugin, before compression).
 */
export class ChunkIntegrityPlugin {
  apply(compiler: Compiler): void {
    // Cross-origin scripts are checked only when fetched with CORS; same-origin ones need no attribute.
    compiler.options.output.crossOriginLoading ||= 'anonymous';
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      const placeholders = new Map<Chunk, string>();
      const { createScript } = webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation);
      createScript.tap(PLUGIN, (source, runtimeChunk) => {
        const hashes: Record<string, string> = {};
        for (const chunk of runtimeChunk.getAllAsyncChunks()) {
          if (
            chunk.id === null ||
            !webpack.javascript.JavascriptModulesPlugin.chunkHasJs(chunk, compilation.chunkGraph)
          )
            continue;
          if (!placeholders.has(chunk)) placeholders.set(chunk, placeholder(placeholders.size));
          hashes[String(chunk.id)] = placeholders.get(chunk)!;
        }
        return `${source}\nvar integrity = ${JSON.stringify(hashes)}[chunkId];\nif (integrity) script.integrity = integrity;`;
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => fillPlaceholders(compilation, placeholders),
      );
    });
  }
}

function chunkIntegrity(compilation: Compilation, chunk: Chunk): string {
  const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
  const asset = scripts.length === 1 ? compilation.getAsset(scripts[0]!) : undefined;
  if (!asset)
    throw new Error(
      `chunk ${String(chunk.id)} has ${scripts.length} script files (${scripts.join(', ')}); expected one`,
    );
  return sriOf(asset.source.buffer());
}

function fillPlaceholders(compilation: Compilation, placeholders: Map<Chunk, string>): void {
  if (placeholders.size === 0) return;
  const values = new Map<string, string>();
  for (const [chunk, text] of placeholders) values.set(text, chunkIntegrity(compilation, chunk));
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.js')) continue;
    const text = asset.source.source().toString();
    if (!text.includes(PLACEHOLDER_PREFIX)) continue;
    const replaced = new webpack.sources.ReplaceSource(asset.source);
    for (const match of text.matchAll(new RegExp(`${PLACEHOLDER_PREFIX}\\d+_+`, 'g'))) {
      const value = values.get(match[0]);
      if (!value) {
        compilation.errors.push(
          new webpack.WebpackError(`${PLUGIN}: ${asset.name} holds ${match[0]}, which names no chunk of this build`),
        );
        continue;
      }
      replaced.replace(match.index, match.index + match[0].length - 1, value);
    }
    compilation.updateAsset(asset.name, replaced);
  }
}
