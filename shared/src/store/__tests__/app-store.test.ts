import { createAppStore } from '../app-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('app store', () => {
  it('defaults to the organizer view, not yet chosen, and writes nothing until a choice', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    expect(store.getState().selectedView).toBe('organizer');
    expect(store.getState().viewChosen).toBe(false);
    expect(storage.items.has('selectedView')).toBe(false);
  });

  it('writes selectedView whenever the view changes, under the spec key', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.getState().setView('provider');
    expect(storage.items.get('selectedView')).toBe('provider');
    store.getState().setView('organizer');
    expect(storage.items.get('selectedView')).toBe('organizer');
  });

  it('writes the default view back when it is chosen explicitly', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.getState().setView('organizer');
    expect(storage.items.get('selectedView')).toBe('organizer');
    expect(store.getState().viewChosen).toBe(true);
  });

  it('restores a stored view and theme', () => {
    const store = createAppStore(memoryStorage({ selectedView: 'provider', themeMode: 'dark' }));
    expect(store.getState().selectedView).toBe('provider');
    expect(store.getState().viewChosen).toBe(true);
    expect(store.getState().themeMode).toBe('dark');
  });

  it('ignores values it does not recognise', () => {
    const store = createAppStore(memoryStorage({ selectedView: 'admin', themeMode: 'purple' }));
    expect(store.getState().selectedView).toBe('organizer');
    expect(store.getState().viewChosen).toBe(false);
    expect(store.getState().themeMode).toBe('light');
  });

  it('persists the theme under themeMode when toggled', () => {
    const storage = memoryStorage({ themeMode: 'light' });
    const store = createAppStore(storage);
    store.getState().toggleTheme();
    expect(storage.items.get('themeMode')).toBe('dark');
    store.getState().toggleTheme();
    expect(storage.items.get('themeMode')).toBe('light');
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const store = createAppStore(broken);
    store.getState().setView('provider');
    expect(store.getState().selectedView).toBe('provider');
  });

  it('holds and clears the session', () => {
    const store = createAppStore(memoryStorage());
    store.getState().setSession({ email: 'a@example.com', emailVerified: true }, 'token-1');
    expect(store.getState()).toMatchObject({ user: { email: 'a@example.com' }, token: 'token-1', authReady: true });
    store.getState().setToken('token-2');
    expect(store.getState().token).toBe('token-2');
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ user: null, token: null, authReady: true });
  });

  it("holds a page's metadata for the path it was set on, and clears it", () => {
    const store = createAppStore(memoryStorage());
    window.history.pushState(null, '', '/pages/bright-sparks');
    store.getState().setPageMeta({ description: 'Magic shows in Bristol', canonicalPath: '/pages/bright-sparks' });
    expect(store.getState().pageMeta).toEqual({
      description: 'Magic shows in Bristol',
      canonicalPath: '/pages/bright-sparks',
      path: '/pages/bright-sparks',
    });
    store.getState().setPageMeta({ description: 'Late answer', path: '/pages/old-page' });
    expect(store.getState().pageMeta?.path).toBe('/pages/old-page');
    store.getState().setPageMeta(null);
    expect(store.getState().pageMeta).toBeNull();
  });
});
