import { setAuthService, type AuthService } from 'shared/auth';

export type FakeAuthService = {
  [K in keyof AuthService]: jest.Mock<ReturnType<AuthService[K]>, Parameters<AuthService[K]>>;
};

/** A fake provider installed through the bridge, as the host installs the real one. */
export function installFakeAuth(): FakeAuthService {
  const done = async () => undefined;
  const fake: FakeAuthService = {
    signIn: jest.fn<Promise<void>, [string, string]>(done),
    register: jest.fn<Promise<void>, [string, string]>(done),
    signInWithGoogle: jest.fn<Promise<void>, []>(done),
    signOut: jest.fn<Promise<void>, []>(done),
    sendPasswordReset: jest.fn<Promise<void>, [string]>(done),
    resendVerification: jest.fn<Promise<void>, []>(done),
    reloadUser: jest.fn<Promise<void>, []>(done),
    getIdToken: jest.fn<Promise<string | null>, [boolean?]>(async () => null),
  };
  setAuthService(fake);
  return fake;
}

/** A promise the test settles by hand, to look at the busy state in between. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function providerError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}
