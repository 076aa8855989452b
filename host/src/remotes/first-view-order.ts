import type { ParcelId } from 'shared/contracts';
import type { ParcelLifecycles } from 'shared/parcel';
import { pageGroupFor } from './preload-remotes.ts';

/** How long the shell waits for the page group at most: a slow or broken one must not hide the header. */
export const SHELL_WAIT_MS = 1_000;

/**
 * Resolves once the browser has shown a frame drawn after now: a task after the callbacks of the
 * frame after next, since the next frame's callbacks run before it is drawn, and it reaches the
 * screen (when the largest paint is counted) after that.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export type FirstViewOrder = {
  /** Resolves when `id` may start loading. */
  turn: (id: ParcelId) => Promise<void>;
  /**
   * Tells the order what loading `id` gave (null: it failed), and returns the parcel to mount:
   * the page group's tells the order when it has mounted.
   */
  loaded: (id: ParcelId, parcel: ParcelLifecycles | null) => ParcelLifecycles | null;
};

/**
 * On a page a page group renders, its content is the largest paint, and the shell's entry and the
 * group's would otherwise run one after the other before it, the shell's first. So the shell's
 * header and footer start loading once the group's parcel has mounted (its first screen is in
 * the page) and the page has painted, or once it failed to load, or after SHELL_WAIT_MS; their
 * band is reserved, so nothing moves when they arrive.
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
  const shown = () => void afterNextPaint().then(markShown);
  return {
    turn: (id) => (id.startsWith('remote_shell/') ? groupShown : Promise.resolve()),
    loaded: (id, parcel) => {
      if (!group || !id.startsWith(`${group}/`)) return parcel;
      if (!parcel) {
        shown();
        return parcel;
      }
      const mounts = Array.isArray(parcel.mount) ? parcel.mount : [parcel.mount];
      return {
        ...parcel,
        // single-spa-react's mount settles once React has committed the parcel's first render.
        mount: async (props: Parameters<(typeof mounts)[number]>[0]) => {
          try {
            for (const step of mounts) await step(props);
          } finally {
            shown();
          }
        },
      };
    },
  };
}
