import { registerRemotes } from '@module-federation/enhanced/runtime';
import { announceRemoteVersion } from 'shared/remote-slot';
import type { IntegrityPins } from './integrity-plugin.ts';

type ChunkPush = (data: unknown) => number;

/** A version's folder: where its remoteEntry.js and every chunk of it are. */
const folderOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

/**
 * Every version of a remote is built with the same chunk-loading global (`webpackChunk<name>`)
 * and the same `data-webpack` keys. A second version's runtime would take the first one's
 * chunks as its own (they are in that global, and their <script> elements match its keys), so
 * it would run the old code (Module Federation issue #4045). So before the new version loads:
 * the old version's chunk scripts leave the DOM, and the global becomes a fresh array whose
 * `push` hands a chunk to the runtime of the version it came from (by the running script's
 * URL), so a slot still on the old version can go on loading its chunks.
 */
export function isolateChunks(remote: string, oldEntry: string): void {
  const oldFolder = folderOf(oldEntry);
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(oldFolder)) script.remove();
  }
  const key = `webpackChunk${remote}`;
  const scope = globalThis as unknown as Record<string, { push: ChunkPush } | undefined>;
  const previous = scope[key];
  const fresh: unknown[] = [];
  let hook: ChunkPush | undefined;
  let inHook = false;
  const keep = (data: unknown) => Array.prototype.push.call(fresh, data);
  const dispatch: ChunkPush = (data) => {
    // The new runtime's hook ends by calling the push it found, this one: keep the data.
    if (inHook || !hook) return keep(data);
    const source = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
    if (previous && source.startsWith(oldFolder)) return previous.push(data);
    inHook = true;
    try {
      return hook(data);
    } finally {
      inHook = false;
    }
  };
  // The new runtime replaces `push` with its hook (which calls the one it found): keep both.
  Object.defineProperty(fresh, 'push', {
    configurable: true,
    get: () => dispatch,
    set: (value: ChunkPush) => (hook = value),
  });
  scope[key] = fresh as unknown as { push: ChunkPush };
}

export type RunningVersion = { entry: string; integrity: string; version?: string };

/**
 * Points the runtime at another version of a remote that may already have loaded: its hash is
 * pinned, the old version's chunks kept apart, the remote registered anew (`force`), and every
 * slot of it told to swap when it is not in use (RemoteSlot). `fault`: the running version was
 * taken away for one (a rollback or an abort), so slots leave it even while focused.
 */
export function replaceRemote(
  remote: string,
  from: RunningVersion,
  to: RunningVersion,
  pins: IntegrityPins,
  fault: boolean,
): void {
  pins.set(to.entry, to.integrity);
  isolateChunks(remote, from.entry);
  registerRemotes([{ name: remote, entry: to.entry }], { force: true });
  announceRemoteVersion({ remote, fault });
}
