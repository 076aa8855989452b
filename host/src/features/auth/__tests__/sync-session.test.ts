import { appStore } from 'shared/store';
import { mayHaveSession } from '../api/session-hint.ts';
import { syncSession } from '../api/sync-session.ts';

beforeEach(() => appStore.setState({ user: null, token: null, authReady: false }));

describe('syncSession', () => {
  it('puts the signed-in user and a fresh token in the store', async () => {
    await syncSession({ email: 'ann@example.com', emailVerified: false, getIdToken: async () => 'token-1' });
    expect(appStore.getState()).toMatchObject({
      user: { email: 'ann@example.com', emailVerified: false },
      token: 'token-1',
      authReady: true,
    });
  });

  it('clears the session on sign-out, and still marks auth as ready', async () => {
    await syncSession({ email: 'ann@example.com', emailVerified: true, getIdToken: async () => 'token-1' });
    await syncSession(null);
    expect(appStore.getState()).toMatchObject({ user: null, token: null, authReady: true });
  });

  it('lets a sign-out win over a token that arrives late', async () => {
    let release!: (token: string) => void;
    const slow = syncSession({
      email: 'ann@example.com',
      emailVerified: true,
      getIdToken: () => new Promise<string>((resolve) => (release = resolve)),
    });
    await syncSession(null);
    release('stale');
    await slow;
    expect(appStore.getState().user).toBeNull();
  });
});

describe('the session hint', () => {
  it('is set while a user is signed in and removed when nobody is', async () => {
    await syncSession({ email: 'ann@example.com', emailVerified: true, getIdToken: async () => 'token-1' });
    expect(mayHaveSession()).toBe(true);
    await syncSession(null);
    expect(mayHaveSession()).toBe(false);
  });
});
