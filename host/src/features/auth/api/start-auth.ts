import { setAuthService } from 'shared/auth';
import { appStore } from 'shared/store';
import { lazyAuthService } from './lazy-auth-service.ts';
import { mayHaveSession } from './session-hint.ts';

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else window.setTimeout(task, 1);
}

/** After the page's own load (its scripts, first view and images), at the next idle moment. */
function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/**
 * Installs the sign-in bridge at start-up. Where a session may exist, Firebase loads once the
 * page has loaded (its download and start-up never compete with the first view) and
 * `authReady` turns true when it has answered. Where none can (no one has signed in in this
 * browser), nobody is signed in and Firebase is not loaded at all. Asking the bridge for
 * anything (signing in, say) loads it at once.
 */
export function startAuth(): void {
  const service = lazyAuthService(
    async () => (await import(/* webpackChunkName: "firebase-auth" */ './firebase-auth-service.ts')).default(),
    (error) => {
      console.error('Sign-in could not be loaded', error);
      // Nobody can be signed in without the provider; say so rather than wait for ever.
      appStore.getState().clearSession();
    },
  );
  setAuthService(service);
  if (mayHaveSession()) afterPageLoad(() => void service.preload());
  else appStore.getState().clearSession();
}
