import { useStore } from 'zustand';
import { createAppStore, type AppState } from './app-store.ts';
import { useLiveRefreshIn } from './live-refresh.ts';
import { browserStorage } from './safe-storage.ts';

export { createAppStore } from './app-store.ts';
export { useLiveRefreshIn } from './live-refresh.ts';
export type { AppState, AppStore, AuthUser } from './app-store.ts';
export type { PageMeta, PageMetaInput } from './page-meta.ts';
export { browserStorage, readItem, writeItem, removeItem, type KeyValueStorage } from './safe-storage.ts';

/**
 * The one store of the platform. This module is a Module Federation singleton, so every
 * React root (host and each remote's parcels) reads and writes this same instance.
 */
export const appStore = createAppStore(browserStorage());

/** Reads a slice of the store; re-renders only when that slice changes. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}

/**
 * Refetches a screen's data when the other side acts (the bell's live stream says something
 * changed) and when the tab regains focus, so a screen stays current with the stream down too.
 */
export function useLiveRefresh(refetch: () => void): void {
  useLiveRefreshIn(appStore, refetch);
}
