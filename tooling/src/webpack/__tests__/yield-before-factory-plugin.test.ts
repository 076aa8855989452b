import yieldBeforeFactoryPlugin from '../yield-before-factory-plugin.ts';

type Args = Parameters<NonNullable<ReturnType<typeof yieldBeforeFactoryPlugin>['beforeExecuteFactory']>>[0];
const args = { id: 'remote_organizer/OrganizerApp', expose: './OrganizerApp' } as unknown as Args;
const page = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

describe('yieldBeforeFactoryPlugin', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete page.scheduler;
  });

  it("holds a remote module's factory until a new task, without changing what is loaded", async () => {
    jest.useFakeTimers();
    let passed = false;
    const hook = Promise.resolve(yieldBeforeFactoryPlugin().beforeExecuteFactory!(args)).then((result) => {
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
    await yieldBeforeFactoryPlugin().beforeExecuteFactory!(args);
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
