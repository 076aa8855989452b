import { createInstance } from '@module-federation/enhanced/runtime';
import { integrityPlugin, type IntegrityPins } from '../integrity-plugin.ts';
import { isUnavailable, unavailablePlugin } from '../unavailable-plugin.ts';

const ENTRY = 'http://shell.test/1.0.0-a/remoteEntry.js';
const HASH = `sha384-${'a'.repeat(64)}`;

const remoteScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === ENTRY);

/** The host's federation runtime with the host's plugins, and one remote. */
function federation(pins: IntegrityPins) {
  return createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'remote_shell', entry: ENTRY }],
    plugins: [unavailablePlugin(), integrityPlugin(pins)],
  });
}

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let turn = 0; turn < 100; turn += 1) {
    const value = read();
    if (value !== undefined) return value;
    await Promise.resolve();
  }
  throw new Error('never happened');
}

describe('integrityPlugin', () => {
  const warn = jest.spyOn(console, 'warn');
  beforeEach(() => {
    document.head.innerHTML = '';
    warn.mockImplementation(() => undefined);
  });
  afterAll(() => warn.mockRestore());

  it("loads a remote's entry with the hash the registry pins, asking for it with CORS", async () => {
    const loading = federation(new Map([[ENTRY, HASH]])).loadRemote('remote_shell/Header');
    const script = await until(() => remoteScripts()[0]);
    expect(script.integrity).toBe(HASH);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.getAttribute('fetchpriority')).toBe('high');

    // What the browser does with a file whose hash differs: it refuses to run it, with an error event.
    script.dispatchEvent(new Event('error'));
    const result = await loading;
    expect(isUnavailable(result)).toBe(true);
    expect(warn).toHaveBeenCalledWith('Remote module remote_shell/Header could not be loaded', expect.anything());
  });

  it('never loads a script the registry pins no hash for', async () => {
    const result = await federation(new Map()).loadRemote('remote_shell/Header');
    expect(isUnavailable(result)).toBe(true);
    expect(remoteScripts()).toEqual([]);
    const [, error] = warn.mock.calls.at(-1) ?? [];
    expect(String(error)).toContain(`Refusing to load ${ENTRY}: the registry pins no integrity hash for it`);
  });
});
