import { authService, hasAuthService, setAuthService, type AuthService } from 'shared/auth';

const fake: AuthService = {
  signIn: jest.fn(),
  register: jest.fn(),
  signInWithGoogle: jest.fn(),
  signOut: jest.fn(async () => undefined),
  sendPasswordReset: jest.fn(),
  resendVerification: jest.fn(),
  reloadUser: jest.fn(),
  getIdToken: jest.fn(),
};

afterEach(() => setAuthService(null));

describe('auth bridge', () => {
  it('refuses to act before a service is installed', () => {
    expect(hasAuthService()).toBe(false);
    expect(() => authService()).toThrow('Sign-in is not available on this page.');
  });

  it('hands every caller the installed service', async () => {
    setAuthService(fake);
    expect(hasAuthService()).toBe(true);
    await authService().signOut();
    expect(fake.signOut).toHaveBeenCalledTimes(1);
  });
});
