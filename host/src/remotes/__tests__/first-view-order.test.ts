import type { ParcelLifecycles } from 'shared/parcel';
import { firstViewOrder, SHELL_WAIT_MS } from '../first-view-order.ts';

/** Whether `promise` has settled after the timers and frames due so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A parcel whose mount settles when the test says so, as single-spa-react's does after React commits. */
function parcel() {
  let finish!: () => void;
  const mounted = new Promise<void>((resolve) => (finish = resolve));
  const lifecycles: ParcelLifecycles = {
    bootstrap: async () => undefined,
    mount: jest.fn(() => mounted),
    unmount: async () => undefined,
  };
  return { lifecycles, finish };
}

const mount = (loaded: ParcelLifecycles | null) => {
  const step = loaded!.mount as (props: object) => Promise<unknown>;
  return step({});
};

describe('firstViewOrder', () => {
  it("on a page group's page, the shell waits until the group's parcel has mounted and a frame showing it has been drawn", async () => {
    const order = firstViewOrder('/account');
    const header = order.turn('remote_shell/Header');
    const footer = order.turn('remote_shell/Footer');
    expect(await settled(order.turn('remote_organizer/Pages'))).toBe(true);
    expect(await settled(order.turn('remote_notifications/Bell'))).toBe(true);
    expect(await settled(header)).toBe(false);

    const pages = parcel();
    const loaded = order.loaded('remote_organizer/Pages', pages.lifecycles);
    expect(await settled(header)).toBe(false); // loaded is not shown
    const mounting = mount(loaded);
    expect(pages.lifecycles.mount).toHaveBeenCalledWith({});
    await jest.advanceTimersByTimeAsync(100);
    expect(await settled(header)).toBe(false);

    pages.finish();
    await mounting;
    expect(await settled(header)).toBe(false); // not before the frames
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);
    expect(await settled(footer)).toBe(true);
  });

  it("returns other remotes' parcels as they are, and does not wait for their loads", async () => {
    const order = firstViewOrder('/quotes');
    const header = order.turn('remote_shell/Header');
    const bell = parcel().lifecycles;
    expect(order.loaded('remote_notifications/Bell', bell)).toBe(bell);
    const other = parcel();
    other.finish();
    await mount(order.loaded('remote_organizer/Pages', other.lifecycles));
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(false);

    const pages = parcel();
    const mounting = mount(order.loaded('remote_provider/Pages', pages.lifecycles));
    pages.finish();
    await mounting;
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);
  });

  it("lets the shell load once the group's parcel failed to load, or failed to mount", async () => {
    const failedLoad = firstViewOrder('/account');
    const header = failedLoad.turn('remote_shell/Header');
    expect(failedLoad.loaded('remote_organizer/Pages', null)).toBeNull();
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);

    const failedMount = firstViewOrder('/account');
    const footer = failedMount.turn('remote_shell/Footer');
    const broken: ParcelLifecycles = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render failed');
      },
      unmount: async () => undefined,
    };
    await expect(mount(failedMount.loaded('remote_organizer/Pages', broken))).rejects.toThrow('render failed');
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(footer)).toBe(true);
  });

  it('lets the shell load after SHELL_WAIT_MS when the page group never answers', async () => {
    const order = firstViewOrder('/event/42');
    const header = order.turn('remote_shell/Header');
    await jest.advanceTimersByTimeAsync(SHELL_WAIT_MS - 1);
    expect(await settled(header)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(header)).toBe(true);
  });

  it('lets the shell load at once on a page no page group renders', async () => {
    const order = firstViewOrder('/results');
    expect(await settled(order.turn('remote_shell/Header'))).toBe(true);
  });
});
