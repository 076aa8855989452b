import webpack from 'webpack';
import type { Compiler } from 'webpack';

/**
 * Queues `run` as a task of its own: `scheduler.postTask` at user-blocking priority keeps the
 * start-up ahead of other queued work; where there is none, a timer.
 */
const PREFIX =
  '((run)=>{const s=globalThis.scheduler;' +
  "if(s&&typeof s.postTask==='function')s.postTask(run,{priority:'user-blocking'});else setTimeout(run,0)})(" +
  // Parenthesised, so V8 compiles the body with the script instead of parsing it a second time.
  '(()=>{\n';
const SUFFIX = '\n}));\n';

/**
 * Runs an entry script's body in the task after the one that compiled it. A script's compile
 * and its top-level code are one task: for the host's `main.js` on a returning visit that was
 * V8 finishing the compile or reading the code cache (7–17 ms here) and then webpack's and the
 * federation runtime's set-up (about 10 ms here), one task of 20–36 ms, four times that on
 * Lighthouse's slowed-down phone, where everything over 50 ms counts in Total Blocking Time.
 * As two tasks, input can be answered between them. Nothing the page does waits for the
 * entry's first task: chunks that arrive first wait in webpack's chunk array as they always can.
 *
 * Applied after minification, so the wrapper is the only code it adds, and before the source
 * map is written, which then accounts for the added line.
 */
export class DeferredEntryPlugin {
  constructor(private readonly files: readonly string[] = ['main.js']) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = webpack;
    compiler.hooks.thisCompilation.tap(DeferredEntryPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: DeferredEntryPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of this.files) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(PREFIX, source, SUFFIX));
          }
        },
      );
    });
  }
}
