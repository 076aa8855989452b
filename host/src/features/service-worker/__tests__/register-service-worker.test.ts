import { registerServiceWorker } from '../register-service-worker.ts';

/** A Workbox stand-in whose lifecycle events the test fires. */
function fakeWorkbox(register: () => Promise<unknown> = () => Promise.resolve(undefined)) {
  const listeners = new Map<string, Array<() => void>>();
  return {
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: jest.fn(),
    register: jest.fn(register),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
}

describe('registerServiceWorker', () => {
  const errors = jest.spyOn(console, 'error');
  beforeEach(() => errors.mockImplementation(() => undefined));
  afterEach(() => errors.mockReset());

  /** Lets the registration's promises (page loaded, Workbox created) settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function setup(workbox = fakeWorkbox(), production = true, loaded = () => Promise.resolve()) {
    const reload = jest.fn();
    const createWorkbox = jest.fn(() => workbox as never);
    registerServiceWorker({ production, supported: true, createWorkbox, loaded, reload });
    await settle();
    return { workbox, reload, createWorkbox };
  }

  it('registers /sw.js in a production build', async () => {
    const { workbox, createWorkbox } = await setup();
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
  });

  it('waits for the page to load before fetching Workbox', async () => {
    let pageLoaded = () => undefined as void;
    const { createWorkbox, workbox } = await setup(
      fakeWorkbox(),
      true,
      () => new Promise<void>((resolve) => (pageLoaded = resolve)),
    );
    expect(createWorkbox).not.toHaveBeenCalled();
    pageLoaded();
    await settle();
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
  });

  it('does nothing in a development build or where workers are unsupported', async () => {
    expect((await setup(fakeWorkbox(), false)).createWorkbox).not.toHaveBeenCalled();
    const createWorkbox = jest.fn();
    registerServiceWorker({ production: true, supported: false, createWorkbox });
    await settle();
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('activates a waiting update and reloads exactly once when it takes control', async () => {
    const { workbox, reload } = await setup();
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    workbox.fire('controlling');
    workbox.fire('waiting');
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker claims the page', async () => {
    const { workbox, reload } = await setup();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('only logs a failed registration', async () => {
    const failure = new Error('blocked');
    await setup(fakeWorkbox(() => Promise.reject(failure)));
    expect(errors).toHaveBeenCalledWith('Service worker registration failed', failure);
  });
});
