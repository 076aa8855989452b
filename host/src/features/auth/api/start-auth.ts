import { setAuthService } from 'shared/auth';
import { appStore } from 'shared/store';
import { lazyAuthService } from './lazy-auth-service.ts';

function afterFirstPaint(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else window.setTimeout(task, 1);
}

/**
 * Installs the sign-in bridge at start-up and loads Firebase once the page has painted:
 * public pages never wait for it, and `authReady` turns true as soon as it has answered.
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
  afterFirstPaint(() => void service.preload());
}
