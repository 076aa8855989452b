import yieldBeforeFactoryPlugin from '../yield-before-factory-plugin.ts';

type Plugin = ReturnType<typeof yieldBeforeFactoryPlugin>;
type Args = Parameters<NonNullable<Plugin['beforeExecuteFactory']>>[0] &
  Parameters<NonNullable<Plugin['beforeGetExpose']>>[0];
const args = { id: 'remote_organizer/Pages', expose: './Pages' } as unknown as Args;
const HOOKS = ['beforeGetExpose', 'beforeExecuteFactory'] as const;
const page = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

describe('yieldBeforeFactoryPlugin', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete page.scheduler;
  });

  it.each(HOOKS)('holds %s until a new task, without changing what is loaded', async (name) => {
    jest.useFakeTimers();
    let passed = false;
    const hook = Promise.resolve(yieldBeforeFactoryPlugin()[name]!(args)).then((result) => {
      passed = true;
      return result;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(passed).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    // The hook returns nothing, so the runtime goes on with its own arguments.
    await expect(hook).resolves.toBeUndefined();
    expect(passed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    page.scheduler = { yield: yielded };
    const plugin = yieldBeforeFactoryPlugin();
    await plugin.beforeGetExpose!(args);
    await plugin.beforeExecuteFactory!(args);
    expect(yielded).toHaveBeenCalledTimes(2);
  });
});
