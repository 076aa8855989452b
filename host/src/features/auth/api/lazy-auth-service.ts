import type { AuthService } from 'shared/auth';

export type LazyAuthService = AuthService & {
  /** Starts loading the provider now; resolves once it is ready (or has failed). */
  preload: () => Promise<void>;
};

/**
 * An AuthService that loads the real one on first use. Installing it costs nothing, so the
 * host can put it in place at start-up while the provider's SDK waits until after first paint.
 */
export function lazyAuthService(
  load: () => Promise<AuthService>,
  onLoadError: (error: unknown) => void,
): LazyAuthService {
  let loading: Promise<AuthService> | null = null;
  const service = () => {
    loading ??= load().catch((error: unknown) => {
      // Let the next call try again (a chunk that failed over a flaky network).
      loading = null;
      throw error;
    });
    return loading;
  };

  return {
    preload: () =>
      service().then(
        () => undefined,
        (error: unknown) => onLoadError(error),
      ),
    signIn: async (email, password) => (await service()).signIn(email, password),
    register: async (email, password) => (await service()).register(email, password),
    signInWithGoogle: async () => (await service()).signInWithGoogle(),
    signOut: async () => (await service()).signOut(),
    sendPasswordReset: async (email) => (await service()).sendPasswordReset(email),
    resendVerification: async () => (await service()).resendVerification(),
    reloadUser: async () => (await service()).reloadUser(),
    getIdToken: async (forceRefresh) => (await service()).getIdToken(forceRefresh),
  };
}
