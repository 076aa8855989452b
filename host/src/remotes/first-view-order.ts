import type { ParcelId } from 'shared/contracts';
import { pageGroupFor } from './preload-remotes.ts';

/** How long the shell waits for the page group at most: a slow or broken one must not hide the header. */
export const SHELL_WAIT_MS = 1_000;

/** Resolves once the browser has painted a frame after now (a task after the next frame's callbacks). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export type FirstViewOrder = {
  /** Resolves when `id` may start loading. */
  turn: (id: ParcelId) => Promise<void>;
  /** Tells the order that `id` has loaded (or failed to). */
  loaded: (id: ParcelId) => void;
};

/**
 * On a page a page group renders, its content is the largest paint, and the shell's entry and the
 * group's would otherwise run one after the other before it, the shell's first. So the shell's
 * header and footer start loading once the group's parcel has loaded and the page has painted
 * (or after SHELL_WAIT_MS); their band is reserved, so nothing moves when they arrive.
 */
export function firstViewOrder(pathname: string): FirstViewOrder {
  const group = pageGroupFor(pathname);
  let groupShown = Promise.resolve();
  let markShown = () => {};
  if (group) {
    groupShown = new Promise<void>((resolve) => {
      markShown = resolve;
      setTimeout(resolve, SHELL_WAIT_MS);
    });
  }
  return {
    turn: (id) => (id.startsWith('remote_shell/') ? groupShown : Promise.resolve()),
    loaded: (id) => {
      if (group && id.startsWith(`${group}/`)) void afterNextPaint().then(markShown);
    },
  };
}
