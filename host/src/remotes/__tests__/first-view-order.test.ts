import type { ParcelLifecycles } from 'shared/parcel';
import { firstViewOrder, SECOND_WAIT_MS } from '../first-view-order.ts';

/** Whether `promise` has settled after the timers and frames due so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

/** The host's own content, on a page whose host never says it has rendered it. */
const never = new Promise<void>(() => {});

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
    const order = firstViewOrder('/account', 'group', never);
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
    const order = firstViewOrder('/quotes', 'group', never);
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
    const failedLoad = firstViewOrder('/account', 'group', never);
    const header = failedLoad.turn('remote_shell/Header');
    expect(failedLoad.loaded('remote_organizer/Pages', null)).toBeNull();
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);

    const failedMount = firstViewOrder('/account', 'group', never);
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

  it('lets the shell load after SECOND_WAIT_MS when the page group never answers', async () => {
    const order = firstViewOrder('/event/42', 'group', never);
    const header = order.turn('remote_shell/Header');
    await jest.advanceTimersByTimeAsync(SECOND_WAIT_MS - 1);
    expect(await settled(header)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(header)).toBe(true);
  });

  it("while the cookie banner shows, the page group waits until the shell's footer (the banner) has mounted and been drawn", async () => {
    const order = firstViewOrder('/account', 'shell', never);
    expect(await settled(order.turn('remote_shell/Header'))).toBe(true);
    expect(await settled(order.turn('remote_shell/Footer'))).toBe(true);
    const pages = order.turn('remote_organizer/Pages');
    expect(await settled(pages)).toBe(false);

    const header = parcel();
    header.finish();
    await mount(order.loaded('remote_shell/Header', header.lifecycles));
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(pages)).toBe(false); // the header is not the banner

    const footer = parcel();
    const mounting = mount(order.loaded('remote_shell/Footer', footer.lifecycles));
    footer.finish();
    await mounting;
    expect(await settled(pages)).toBe(false); // not before the frames
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(pages)).toBe(true);
  });

  it('lets the page group load after SECOND_WAIT_MS when the banner never shows', async () => {
    const order = firstViewOrder('/quotes', 'shell', never);
    const pages = order.turn('remote_provider/Pages');
    await jest.advanceTimersByTimeAsync(SECOND_WAIT_MS - 1);
    expect(await settled(pages)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(pages)).toBe(true);
  });

  it('on the results, every remote waits until the host has rendered the search and a frame showing it has been drawn', async () => {
    let rendered!: () => void;
    const order = firstViewOrder('/results', 'group', new Promise<void>((resolve) => (rendered = resolve)));
    const header = order.turn('remote_shell/Header');
    const bell = order.turn('remote_notifications/Bell');
    const loaded = parcel().lifecycles;
    expect(order.loaded('remote_shell/Header', loaded)).toBe(loaded);
    await jest.advanceTimersByTimeAsync(100);
    expect(await settled(header)).toBe(false);

    rendered();
    expect(await settled(header)).toBe(false); // not before the frames
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);
    expect(await settled(bell)).toBe(true);
  });

  it('on the results, lets the remotes load after SECOND_WAIT_MS when the search never renders', async () => {
    const order = firstViewOrder('/results', 'group', never);
    const footer = order.turn('remote_shell/Footer');
    await jest.advanceTimersByTimeAsync(SECOND_WAIT_MS - 1);
    expect(await settled(footer)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(footer)).toBe(true);
  });

  it('lets every remote load at once on other host pages, and on the results while the cookie banner is the largest paint', async () => {
    expect(await settled(firstViewOrder('/results', 'shell', never).turn('remote_shell/Footer'))).toBe(true);
    expect(await settled(firstViewOrder('/', 'group', never).turn('remote_shell/Header'))).toBe(true);
    expect(await settled(firstViewOrder('/', 'shell', never).turn('remote_shell/Footer'))).toBe(true);
    expect(await settled(firstViewOrder('/how-it-works', 'group', never).turn('remote_shell/Header'))).toBe(true);
  });
});
