import { REGISTRY_RECHECK_MS, watchRegistry } from '../registry-watch.ts';

const hash = `sha384-${'A'.repeat(64)}`;
const registryWith = (version: string) => ({
  remotes: { remote_shell: { entry: `/remote-shell/${version}/remoteEntry.js`, integrity: hash } },
});

describe('watchRegistry', () => {
  let answers: unknown[];
  const fetchMock = jest.fn(async () => {
    const body = answers.shift();
    if (body === undefined) throw new TypeError('Failed to fetch');
    return { ok: true, json: async () => body } as Response;
  });

  beforeEach(() => {
    jest.useFakeTimers();
    answers = [];
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const versionsSeen = (onRegistry: jest.Mock) =>
    onRegistry.mock.calls.map(([registry]) => registry.remotes.remote_shell.entry.split('/')[4]);

  it('reads the registry at once, then every interval, bypassing the cache, and keeps going after a failed read', async () => {
    answers = [registryWith('1.0.0-a'), undefined, registryWith('1.0.0-b')];
    const onRegistry = jest.fn();
    const stop = watchRegistry(onRegistry);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
    expect(versionsSeen(onRegistry)).toEqual(['1.0.0-a']);
    await jest.advanceTimersByTimeAsync(REGISTRY_RECHECK_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(versionsSeen(onRegistry)).toEqual(['1.0.0-a', '1.0.0-b']);
    stop();
    await jest.advanceTimersByTimeAsync(REGISTRY_RECHECK_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not read while the tab is hidden', async () => {
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = watchRegistry(jest.fn());
    await jest.advanceTimersByTimeAsync(REGISTRY_RECHECK_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    hidden.mockRestore();
    stop();
  });
});
