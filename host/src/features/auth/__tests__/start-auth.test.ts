import { appStore } from 'shared/store';
import { installFakeAuth } from 'shared/testing';
import { SESSION_HINT_KEY } from '../api/session-hint.ts';
import { startAuth } from '../api/start-auth.ts';

const loadFirebase = jest.fn();
jest.mock('../api/firebase-auth-service.ts', () => ({ __esModule: true, default: () => loadFirebase() }));

beforeEach(() => {
  loadFirebase.mockReset().mockImplementation(() => installFakeAuth());
  window.localStorage.clear();
  appStore.setState({ user: null, token: null, authReady: false });
  // jsdom has finished loading the page; the idle callback runs right away.
  window.requestIdleCallback = (task: IdleRequestCallback) => {
    task({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAuth', () => {
  it('never loads Firebase for a browser where nobody has signed in, and says nobody is', async () => {
    startAuth();
    await settle();
    expect(loadFirebase).not.toHaveBeenCalled();
    expect(appStore.getState()).toMatchObject({ user: null, authReady: true });
  });

  it('loads Firebase after the page where a session may exist, and waits for its answer', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    startAuth();
    expect(appStore.getState().authReady).toBe(false);
    await settle();
    expect(loadFirebase).toHaveBeenCalledTimes(1);
  });
});
