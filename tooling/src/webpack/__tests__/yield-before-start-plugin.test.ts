import yieldBeforeStartPlugin from '../yield-before-start-plugin.ts';

type Args = Parameters<NonNullable<ReturnType<typeof yieldBeforeStartPlugin>['beforeLoadShare']>>[0];
const args = (pkgName: string) => ({ pkgName }) as unknown as Args;

describe('yieldBeforeStartPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds the start-up shares until one macrotask has passed, then lets every load through at once', async () => {
    const plugin = yieldBeforeStartPlugin();
    const load = (pkgName: string) => Promise.resolve(plugin.beforeLoadShare!(args(pkgName)));
    const settled: string[] = [];
    const react = load('react').then((result) => settled.push(result ? result.pkgName : 'nothing'));
    const router = load('react-router-dom').then((result) => settled.push(result ? result.pkgName : 'nothing'));
    await Promise.resolve();
    expect(settled).toEqual([]);

    jest.runOnlyPendingTimers();
    await Promise.all([react, router]);
    expect(settled).toEqual(['react', 'react-router-dom']);

    // Later loads (a remote's shares) pass without waiting for another timer.
    await expect(load('zustand')).resolves.toMatchObject({ pkgName: 'zustand' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
