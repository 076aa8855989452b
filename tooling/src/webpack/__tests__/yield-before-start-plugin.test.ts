import yieldBeforeStartPlugin from '../yield-before-start-plugin.ts';

type Args = Parameters<NonNullable<ReturnType<typeof yieldBeforeStartPlugin>['beforeLoadShare']>>[0];
const args = (pkgName: string) => ({ pkgName }) as unknown as Args;

// The plugin runs in the page; this project's tests run in Node, so the page's frame clock is
// given here: a frame every 16 ms of (fake) time.
const FRAME_MS = 16;
const page = globalThis as unknown as {
  document?: { visibilityState: DocumentVisibilityState };
  requestAnimationFrame?: (callback: () => void) => void;
};

describe('yieldBeforeStartPlugin', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    page.document = { visibilityState: 'visible' };
    page.requestAnimationFrame = (callback) => setTimeout(callback, FRAME_MS);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete page.document;
    delete page.requestAnimationFrame;
  });

  const loadWith = (plugin: ReturnType<typeof yieldBeforeStartPlugin>, settled: string[]) => (pkgName: string) =>
    Promise.resolve(plugin.beforeLoadShare!(args(pkgName))).then((result) => {
      settled.push(result ? result.pkgName : 'nothing');
      return result;
    });

  it('holds the start-up shares until a frame has been painted, then lets every load through at once', async () => {
    const settled: string[] = [];
    const load = loadWith(yieldBeforeStartPlugin(), settled);
    const startUp = Promise.all([load('react'), load('react-router-dom')]);

    // A macrotask is not enough: the frame has not been drawn yet.
    await jest.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(settled).toEqual([]);

    // Nor is the frame callback itself, which runs before that frame's paint.
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual([]);

    // The task after it runs once the frame is on screen.
    await jest.runOnlyPendingTimersAsync();
    await startUp;
    expect(settled).toEqual(['react', 'react-router-dom']);

    // Later loads (a remote's shares) pass without waiting for another frame.
    await expect(load('zustand')).resolves.toMatchObject({ pkgName: 'zustand' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits one macrotask only in a hidden tab, which draws no frames', async () => {
    page.document = { visibilityState: 'hidden' };
    page.requestAnimationFrame = () => undefined;
    const settled: string[] = [];
    const startUp = loadWith(yieldBeforeStartPlugin(), settled)('react');

    await Promise.resolve();
    expect(settled).toEqual([]);
    await jest.advanceTimersByTimeAsync(0);
    await startUp;
    expect(settled).toEqual(['react']);
  });
});
