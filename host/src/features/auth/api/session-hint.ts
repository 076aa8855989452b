import { browserStorage, readItem, removeItem, writeItem, type KeyValueStorage } from 'shared/store';

/** Set while this browser has a signed-in user; Firebase keeps the session itself. */
export const SESSION_HINT_KEY = 'kidsEvents.signedIn';

/**
 * Whether this browser may hold a Firebase session. Without one nobody can be signed in, so a
 * visitor's page never downloads or starts Firebase until they ask to sign in.
 */
export function mayHaveSession(storage: KeyValueStorage | undefined = browserStorage()): boolean {
  return readItem(storage, SESSION_HINT_KEY) === '1';
}

/** Kept in step with the provider's answer: set on a signed-in user, removed on none. */
export function rememberSession(signedIn: boolean, storage: KeyValueStorage | undefined = browserStorage()): void {
  if (signedIn) writeItem(storage, SESSION_HINT_KEY, '1');
  else removeItem(storage, SESSION_HINT_KEY);
}
