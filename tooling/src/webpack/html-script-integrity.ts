import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Compilation, Compiler } from 'webpack';
import { sriOf } from './integrity.ts';

const PLUGIN = 'HtmlScriptIntegrityPlugin';

/**
 * Adds `integrity` to every `<script src>` of `html` whose address `integrityOf` knows, leaving
 * scripts it does not know (another origin's, or one that already has a value) as they are.
 */
export function withScriptIntegrity(html: string, integrityOf: (src: string) => string | undefined): string {
  return html.replace(/<script\b([^>]*)>/g, (tag, attributes: string) => {
    if (/\sintegrity=/.test(attributes)) return tag;
    // Minified pages leave the address unquoted.
    const match = /\ssrc=(?:"([^"]+)"|([^\s"'>]+))/.exec(attributes);
    const src = match?.[1] ?? match?.[2];
    const integrity = src === undefined ? undefined : integrityOf(src);
    return integrity === undefined ? tag : `<script${attributes} integrity="${integrity}">`;
  });
}

/**
 * Makes the app's own scripts in each of its HTML pages (index.html, the prerendered pages, the
 * frame) carry their SHA-384 as `integrity`, as the remotes' entries already do through the
 * registry: a script altered on the way or on the server is refused instead of run. It runs once
 * every script is final (after the real content hashes and the chunk hashes are filled in) and
 * before compression, so the compressed pages carry the same attribute. The side scripts are
 * another compilation's, built first into the same folder (side-scripts.ts), so they are read from it.
 */
export class HtmlScriptIntegrityPlugin {
  constructor(private readonly sideScriptFiles: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 2 },
        () => this.addIntegrity(compilation),
      );
    });
  }

  private addIntegrity(compilation: Compilation): void {
    const publicPath = compilation.outputOptions.publicPath;
    const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? compilation.getPath(publicPath) : '';
    const outputPath = compilation.outputOptions.path ?? '';
    const known = new Map<string, string>();
    const sideScriptIntegrity = (file: string): string => {
      try {
        return sriOf(readFileSync(path.join(outputPath, file)));
      } catch {
        throw new Error(`${file} is not built: an app's side scripts are built before its pages (compilationsOf)`);
      }
    };
    const integrityOf = (src: string): string | undefined => {
      if (/^[a-z]+:|^\/\//i.test(src) || !src.startsWith(prefix)) return undefined;
      if (!known.has(src)) {
        const file = src.slice(prefix.length);
        const asset = compilation.getAsset(file);
        if (this.sideScriptFiles.includes(file)) known.set(src, sideScriptIntegrity(file));
        else if (asset && file.endsWith('.js')) known.set(src, sriOf(asset.source.buffer()));
      }
      return known.get(src);
    };
    for (const asset of compilation.getAssets()) {
      if (!asset.name.endsWith('.html')) continue;
      const html = asset.source.source().toString();
      const changed = withScriptIntegrity(html, integrityOf);
      if (changed !== html) compilation.updateAsset(asset.name, new webpack.sources.RawSource(changed));
    }
  }
}
