import { installFakeAuth } from 'shared/testing';
import { lazyAuthService } from '../api/lazy-auth-service.ts';

describe('lazyAuthService', () => {
  it('loads the provider once, on first use', async () => {
    const real = installFakeAuth();
    real.getIdToken.mockResolvedValue('token-1');
    const load = jest.fn(async () => real);
    const service = lazyAuthService(load, jest.fn());

    expect(load).not.toHaveBeenCalled();
    await expect(service.getIdToken()).resolves.toBe('token-1');
    await service.signIn('ann@example.com', 'secret1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.signIn).toHaveBeenCalledWith('ann@example.com', 'secret1');
  });

  it('reports a failed load and tries again on the next call', async () => {
    const real = installFakeAuth();
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const onLoadError = jest.fn();
    const service = lazyAuthService(load, onLoadError);

    await service.preload();
    expect(onLoadError).toHaveBeenCalledWith(new Error('chunk failed'));
    await service.signOut();
    expect(real.signOut).toHaveBeenCalledTimes(1);
  });
});
