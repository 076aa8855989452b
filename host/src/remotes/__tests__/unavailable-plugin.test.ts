import { isUnavailable, unavailablePlugin } from '../unavailable-plugin.ts';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('unavailablePlugin', () => {
  const hook = unavailablePlugin().errorLoadRemote as unknown as Hook;
  const warn = jest.spyOn(console, 'warn');
  beforeEach(() => warn.mockImplementation(() => undefined));
  afterAll(() => warn.mockRestore());

  it('answers a failed load with an "unavailable" value instead of an error', () => {
    const error = new Error('Failed to fetch');
    const result = hook({ id: 'remote_shell/Header', error, lifecycle: 'onLoad' });
    expect(isUnavailable(result)).toBe(true);
    expect(warn).toHaveBeenCalledWith('Remote module remote_shell/Header could not be loaded', error);
  });

  it('lets the runtime carry on at earlier lifecycles (a missing manifest reports at afterResolve first)', () => {
    expect(
      hook({ id: 'http://x/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });

  it('recognises only its own marker', () => {
    expect(isUnavailable({ bootstrap: () => undefined })).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});
