import { CONSENT_ACCEPTED_TTL_MS, CONSENT_DECLINED_TTL_MS, STORAGE_KEYS } from 'shared/contracts';
import { readItem, type KeyValueStorage } from 'shared/store';

export type ConsentChoice = 'accepted' | 'declined';

export type StoredConsent = { choice: ConsentChoice; decidedAt: number };

const TTL_MS: Record<ConsentChoice, number> = { accepted: CONSENT_ACCEPTED_TTL_MS, declined: CONSENT_DECLINED_TTL_MS };

/** When a choice made at `decidedAt` lapses and the banner returns, in ms since the epoch. */
export const consentExpiresAt = ({ choice, decidedAt }: StoredConsent): number => decidedAt + TTL_MS[choice];

/**
 * The choice in `user-consent` and `consent-timestamp` that still holds at `now`, or null: none
 * stored, malformed or expired (the banner shows). It only reads, so the page's first script can
 * ask it too (it decides what loads first) without the consent store.
 */
export function readStoredConsent(storage: KeyValueStorage | undefined, now: number): StoredConsent | null {
  const choice = readItem(storage, STORAGE_KEYS.userConsent);
  const decidedAt = Number(readItem(storage, STORAGE_KEYS.consentTimestamp) ?? Number.NaN);
  if ((choice !== 'accepted' && choice !== 'declined') || !Number.isFinite(decidedAt)) return null;
  const stored: StoredConsent = { choice, decidedAt };
  return now < consentExpiresAt(stored) ? stored : null;
}
