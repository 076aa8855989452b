import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadParcelFromRemote } from '../parcel-loader.ts';
import { UNAVAILABLE } from '../unavailable-plugin.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const unavailable = { [UNAVAILABLE]: true, error: new Error('down') };

describe('loadParcelFromRemote', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loadRemoteMock.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('returns the parcel a remote exposes', async () => {
    loadRemoteMock.mockResolvedValue(parcel);
    await expect(loadParcelFromRemote('remote_shell/Header')).resolves.toBe(parcel);
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_shell/Header');
  });

  it('retries a failed load before giving up', async () => {
    loadRemoteMock.mockResolvedValueOnce(unavailable).mockResolvedValueOnce(unavailable).mockResolvedValueOnce(parcel);
    const result = loadParcelFromRemote('remote_organizer/Pages');
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBe(parcel);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('resolves to null after the retries, without throwing', async () => {
    loadRemoteMock.mockResolvedValue(unavailable);
    const result = loadParcelFromRemote('remote_provider/Pages');
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('treats a module that is not a parcel as unavailable', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockResolvedValue({ default: 'not a parcel' });
    const result = loadParcelFromRemote('remote_shell/Footer');
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith('remote_shell/Footer is not a parcel', { default: 'not a parcel' });
    errors.mockRestore();
  });
});
