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

  function setup(workbox = fakeWorkbox(), production = true) {
    const reload = jest.fn();
    const createWorkbox = jest.fn(() => workbox as never);
    registerServiceWorker({ production, supported: true, createWorkbox, reload });
    return { workbox, reload, createWorkbox };
  }

  it('registers /sw.js in a production build', () => {
    const { workbox, createWorkbox } = setup();
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
  });

  it('does nothing in a development build or where workers are unsupported', () => {
    expect(setup(fakeWorkbox(), false).createWorkbox).not.toHaveBeenCalled();
    const createWorkbox = jest.fn();
    registerServiceWorker({ production: true, supported: false, createWorkbox });
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('activates a waiting update and reloads exactly once when it takes control', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    workbox.fire('controlling');
    workbox.fire('waiting');
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker claims the page', () => {
    const { workbox, reload } = setup();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('only logs a failed registration', async () => {
    const failure = new Error('blocked');
    setup(fakeWorkbox(() => Promise.reject(failure)));
    await Promise.resolve();
    await Promise.resolve();
    expect(errors).toHaveBeenCalledWith('Service worker registration failed', failure);
  });
});
