import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from 'shared/contracts';
import { removeItem, writeItem, type KeyValueStorage } from 'shared/store';
import { consentExpiresAt, readStoredConsent, type ConsentChoice, type StoredConsent } from './stored-choice.ts';

export type { ConsentChoice };

export type ConsentState = {
  /** The visitor's current choice, or null while unset (the banner is shown). */
  choice: ConsentChoice | null;
  /** When the choice was made, in ms since the epoch. */
  decidedAt: number | null;
  /** True while the visitor has reopened the choice from "Cookie settings". */
  reopened: boolean;
  accept: () => void;
  decline: () => void;
  reopen: () => void;
  /** Re-reads storage (another tab, a page coming back into view) and clears an expired choice. */
  sync: () => void;
};

export type ConsentStore = StoreApi<ConsentState>;

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days): wait in steps.
const MAX_TIMER_MS = 2_147_483_647;

/** Reads `user-consent` and `consent-timestamp`; an expired or malformed choice is removed. */
function loadChoice(storage: KeyValueStorage | undefined): StoredConsent | null {
  const stored = readStoredConsent(storage, Date.now());
  if (stored) return stored;
  removeItem(storage, STORAGE_KEYS.userConsent);
  removeItem(storage, STORAGE_KEYS.consentTimestamp);
  return null;
}

/**
 * Cookie consent: unset, accepted (lasts 365 days) or declined (lasts 1 hour). Once a choice
 * expires both keys are removed and the choice is unset again, at load and while the page is open.
 */
export function createConsentStore(storage: KeyValueStorage | undefined): ConsentStore {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const store = createStore<ConsentState>()((set) => {
    const choose = (choice: ConsentChoice) => {
      const decidedAt = Date.now();
      writeItem(storage, STORAGE_KEYS.userConsent, choice);
      writeItem(storage, STORAGE_KEYS.consentTimestamp, String(decidedAt));
      set({ choice, decidedAt, reopened: false });
    };
    const initial = loadChoice(storage);
    return {
      choice: initial?.choice ?? null,
      decidedAt: initial?.decidedAt ?? null,
      reopened: false,
      accept: () => choose('accepted'),
      decline: () => choose('declined'),
      reopen: () => set({ reopened: true }),
      sync: () => {
        const stored = loadChoice(storage);
        set({ choice: stored?.choice ?? null, decidedAt: stored?.decidedAt ?? null });
      },
    };
  });

  const scheduleExpiry = () => {
    clearTimeout(timer);
    const { choice, decidedAt } = store.getState();
    if (!choice || decidedAt === null) return;
    const remaining = consentExpiresAt({ choice, decidedAt }) - Date.now();
    timer = setTimeout(
      () => {
        store.getState().sync();
        // Still unexpired after an intermediate step: wait again.
        scheduleExpiry();
      },
      Math.max(0, Math.min(remaining, MAX_TIMER_MS)),
    );
  };
  store.subscribe((state, previous) => {
    if (state.choice !== previous.choice || state.decidedAt !== previous.decidedAt) scheduleExpiry();
  });
  scheduleExpiry();
  return store;
}

/** The banner shows while no choice is stored, or when the visitor reopened it. */
export const selectBannerOpen = (state: ConsentState): boolean => state.choice === null || state.reopened;
