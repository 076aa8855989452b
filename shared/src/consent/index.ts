import { useStore } from 'zustand';
import { STORAGE_KEYS } from 'shared/contracts';
import { browserStorage } from 'shared/store';
import { createConsentStore, type ConsentState } from './consent-store.ts';

export { createConsentStore, selectBannerOpen } from './consent-store.ts';
export type { ConsentChoice, ConsentState, ConsentStore } from './consent-store.ts';

/**
 * The one consent store of the platform, a Module Federation singleton like `shared/store`:
 * the banner (remote-shell) writes it, the host's analytics read it.
 */
export const consentStore = createConsentStore(browserStorage());

if (typeof window !== 'undefined') {
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.userConsent || event.key === STORAGE_KEYS.consentTimestamp) {
      consentStore.getState().sync();
    }
  });
  // Timers in a hidden tab or a sleeping machine run late: check again when the page is seen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') consentStore.getState().sync();
  });
}

/** Reads a slice of the consent state; re-renders only when that slice changes. */
export function useConsent<T>(selector: (state: ConsentState) => T): T {
  return useStore(consentStore, selector);
}
