import type { Registry } from 'shared/contracts';
import type { IntegrityPins } from '../integrity-plugin.ts';
import { runningVersions } from '../running-versions.ts';

const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const v = (version: string, letter: string) => ({
  version,
  entry: `http://shell.test/${version}/remoteEntry.js`,
  integrity: hash(letter),
});

describe('running versions', () => {
  it('registers remotes once, then replaces one whose version changed, as a fault when it was withdrawn', () => {
    const pins: IntegrityPins = new Map();
    const replace = jest.fn();
    const register = jest.fn();
    const update = runningVersions(pins, replace, register);
    const bell = { entry: 'http://bell.test/1/remoteEntry.js', integrity: hash('n') };
    const first: Registry = { remotes: { remote_shell: v('1', 'a'), remote_notifications: bell } };
    update(first, { remote_shell: v('1', 'a'), remote_notifications: bell });
    expect(register).toHaveBeenCalledWith([
      { name: 'remote_shell', entry: 'http://shell.test/1/remoteEntry.js' },
      { name: 'remote_notifications', entry: bell.entry },
    ]);
    expect(pins.get('http://shell.test/1/remoteEntry.js')).toBe(hash('a'));

    // The same registry again: nothing happens.
    update(first, { remote_shell: v('1', 'a'), remote_notifications: bell });
    expect(register).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();

    // A deploy: replaced, not a fault.
    update({ remotes: { remote_shell: v('2', 'b') } }, { remote_shell: v('2', 'b'), remote_notifications: bell });
    expect(replace).toHaveBeenLastCalledWith('remote_shell', v('1', 'a'), v('2', 'b'), pins, false);

    // A rollback away from 2: a fault.
    const back: Registry = { remotes: { remote_shell: { ...v('1', 'a'), withdrawn: ['2'] } } };
    update(back, { remote_shell: v('1', 'a'), remote_notifications: bell });
    expect(replace).toHaveBeenLastCalledWith('remote_shell', v('2', 'b'), v('1', 'a'), pins, true);
    expect(replace).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
