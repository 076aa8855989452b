import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_VIEW, STORAGE_KEYS, THEME_MODES, VIEWS, type ThemeMode, type View } from 'shared/contracts';
import { pageMetaFor, type PageMeta, type PageMetaInput } from './page-meta.ts';
import { readItem, writeItem, type KeyValueStorage } from './safe-storage.ts';

export type AuthUser = { email: string; emailVerified: boolean };

export type AppState = {
  selectedView: View;
  /** False until a visitor has chosen a view (nothing stored yet): `/` then shows the chooser. */
  viewChosen: boolean;
  themeMode: ThemeMode;
  /** Signed-in user, or null. `authReady` turns true once the identity provider has answered. */
  user: AuthUser | null;
  /** The current Firebase ID token, kept fresh as it is refreshed. */
  token: string | null;
  authReady: boolean;
  /** The current page's own metadata, for the path it was set on; null when it has none. */
  pageMeta: PageMeta | null;
  /**
   * Counts the times the live channel said the user's data may have changed (a notification
   * arrived, or the stream came back after a gap). Screens refetch when it moves: see useLiveRefresh.
   */
  liveChanges: number;
  setView: (view: View) => void;
  setThemeMode: (mode: ThemeMode) => void;
  toggleTheme: () => void;
  setSession: (user: AuthUser, token: string) => void;
  setToken: (token: string) => void;
  clearSession: () => void;
  /** Sets the current page's metadata (null clears it); the host drops it when the path changes. */
  setPageMeta: (meta: PageMetaInput | null) => void;
  /** Called by the bell whenever its stream says something changed. */
  noteLiveChange: () => void;
};

export type AppStore = StoreApi<AppState>;

function storedView(storage: KeyValueStorage | undefined): View | null {
  const value = readItem(storage, STORAGE_KEYS.selectedView);
  return (VIEWS as readonly string[]).includes(value ?? '') ? (value as View) : null;
}

function storedTheme(storage: KeyValueStorage | undefined): ThemeMode | null {
  const value = readItem(storage, STORAGE_KEYS.themeMode);
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : null;
}

function preferredTheme(): ThemeMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Creates the store, reading the persisted choices and writing them back whenever they change. */
export function createAppStore(storage: KeyValueStorage | undefined): AppStore {
  const view = storedView(storage);
  const store = createStore<AppState>()((set, get) => ({
    selectedView: view ?? DEFAULT_VIEW,
    viewChosen: view !== null,
    themeMode: storedTheme(storage) ?? preferredTheme(),
    user: null,
    token: null,
    authReady: false,
    pageMeta: null,
    liveChanges: 0,
    setView: (selectedView) => set({ selectedView, viewChosen: true }),
    setThemeMode: (themeMode) => set({ themeMode }),
    toggleTheme: () => set({ themeMode: get().themeMode === 'light' ? 'dark' : 'light' }),
    setSession: (user, token) => set({ user, token, authReady: true }),
    setToken: (token) => set({ token }),
    clearSession: () => set({ user: null, token: null, authReady: true }),
    setPageMeta: (meta) => set({ pageMeta: meta && pageMetaFor(meta) }),
    noteLiveChange: () => set({ liveChanges: get().liveChanges + 1 }),
  }));

  store.subscribe((state, previous) => {
    if (state.viewChosen && (state.selectedView !== previous.selectedView || !previous.viewChosen)) {
      writeItem(storage, STORAGE_KEYS.selectedView, state.selectedView);
    }
    if (state.themeMode !== previous.themeMode) writeItem(storage, STORAGE_KEYS.themeMode, state.themeMode);
  });
  return store;
}
