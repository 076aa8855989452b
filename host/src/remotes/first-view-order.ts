import type { ParcelId } from 'shared/contracts';
import type { ParcelLifecycles } from 'shared/parcel';
import { pageGroupFor, type FirstRemote } from './preload-remotes.ts';

/** How long the second remote waits for the first at most: a slow or broken one must not hide the other. */
export const SECOND_WAIT_MS = 1_000;

/** The shell's parcel that holds the cookie banner. */
const BANNER_PARCEL = 'remote_shell/Footer';

/**
 * The host's own pages whose largest paint is drawn from the API's answer, which their HTML
 * preloads (the results' first card), and which say when they have drawn it (hostFirstContent).
 */
const HOST_LED_PATHS = new Set(['/results']);

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
   * the first remote's tells the order when it has mounted.
   */
  loaded: (id: ParcelId, parcel: ParcelLifecycles | null) => ParcelLifecycles | null;
};

/** Resolves once `shown` has been called and a frame drawn after it, or after SECOND_WAIT_MS. */
function firstShownSignal() {
  let markShown = () => {};
  const firstShown = new Promise<void>((resolve) => {
    markShown = resolve;
    setTimeout(resolve, SECOND_WAIT_MS);
  });
  return { firstShown, shown: () => void afterNextPaint().then(markShown) };
}

/**
 * On a host page whose largest paint the host draws from data (HOST_LED_PATHS), the remotes'
 * entries and first renders would otherwise run between the answer's arrival and its render, so
 * every remote waits until the page has drawn it, as the second remote of a page group does. Not
 * while the cookie banner is the largest paint (`first` is the shell), and not on other pages.
 */
function hostLedOrder(pathname: string, first: FirstRemote, hostContent: Promise<void>): FirstViewOrder {
  if (first !== 'group' || !HOST_LED_PATHS.has(pathname)) {
    return { turn: () => Promise.resolve(), loaded: (_id, parcel) => parcel };
  }
  const { firstShown, shown } = firstShownSignal();
  void hostContent.then(shown);
  return { turn: () => firstShown, loaded: (_id, parcel) => parcel };
}

/**
 * On a page a page group renders, the shell's entry and the group's would otherwise run one after
 * the other before the largest paint, and a frame showing the one that holds it would wait for
 * both. So the remote with the largest paint (`first`) goes first: the group's content, or, while
 * the cookie banner shows, the shell's banner, whose text is larger. The other remote starts
 * loading once that parcel has mounted and the page has painted, or once it failed to load, or
 * after SECOND_WAIT_MS. The shell's band is reserved and the group's page shows its spinner
 * meanwhile, so nothing moves when the second arrives.
 */
export function firstViewOrder(pathname: string, first: FirstRemote, hostContent: Promise<void>): FirstViewOrder {
  const group = pageGroupFor(pathname);
  if (!group) return hostLedOrder(pathname, first, hostContent);
  const [leader, second] = first === 'group' ? [`${group}/`, 'remote_shell/'] : [BANNER_PARCEL, `${group}/`];

  const { firstShown, shown } = firstShownSignal();
  return {
    turn: (id) => (id.startsWith(second) ? firstShown : Promise.resolve()),
    loaded: (id, parcel) => {
      if (!id.startsWith(leader)) return parcel;
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
