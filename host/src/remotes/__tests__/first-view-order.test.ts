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

describe('firstViewOrder', () => {
  it("on a page group's page, the shell waits until the group's parcel has loaded and the page has painted", async () => {
    const order = firstViewOrder('/account');
    const header = order.turn('remote_shell/Header');
    const footer = order.turn('remote_shell/Footer');
    expect(await settled(order.turn('remote_organizer/Pages'))).toBe(true);
    expect(await settled(order.turn('remote_notifications/Bell'))).toBe(true);
    expect(await settled(header)).toBe(false);

    order.loaded('remote_organizer/Pages');
    expect(await settled(header)).toBe(false); // not before a frame
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);
    expect(await settled(footer)).toBe(true);
  });

  it("does not wait for another remote's load", async () => {
    const order = firstViewOrder('/quotes');
    const header = order.turn('remote_shell/Header');
    order.loaded('remote_organizer/Pages');
    order.loaded('remote_notifications/Bell');
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(false);
    order.loaded('remote_provider/Pages');
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(header)).toBe(true);
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
