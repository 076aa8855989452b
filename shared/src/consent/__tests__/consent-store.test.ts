import { createConsentStore, selectBannerOpen } from 'shared/consent';

const HOUR = 3_600_000;
const YEAR = 31_536_000_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('consent store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('starts unset, with the banner open, and writes nothing', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    expect(store.getState().choice).toBeNull();
    expect(selectBannerOpen(store.getState())).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const)('%s writes user-consent and consent-timestamp and closes the banner', (action, value) => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.getState()[action]();
    expect(storage.items.get('user-consent')).toBe(value);
    expect(storage.items.get('consent-timestamp')).toBe(String(Date.now()));
    expect(selectBannerOpen(store.getState())).toBe(false);
  });

  it('restores a stored choice that has not expired', () => {
    const store = createConsentStore(
      memoryStorage({ 'user-consent': 'accepted', 'consent-timestamp': String(Date.now() - YEAR + 1) }),
    );
    expect(store.getState().choice).toBe('accepted');
  });

  it.each([
    ['accepted', YEAR],
    ['declined', HOUR],
  ])('clears an expired %s choice at load, removing both keys', (value, ttl) => {
    const storage = memoryStorage({ 'user-consent': value, 'consent-timestamp': String(Date.now() - ttl) });
    const store = createConsentStore(storage);
    expect(store.getState().choice).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('clears a malformed choice', () => {
    const storage = memoryStorage({ 'user-consent': 'maybe', 'consent-timestamp': 'yesterday' });
    expect(createConsentStore(storage).getState().choice).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('a decline expires after 1 hour while the page stays open', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.getState().decline();
    jest.advanceTimersByTime(HOUR - 1);
    expect(store.getState().choice).toBe('declined');
    jest.advanceTimersByTime(1);
    expect(store.getState().choice).toBeNull();
    expect(selectBannerOpen(store.getState())).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('an acceptance expires after 365 days, beyond the longest single timer', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.getState().accept();
    jest.advanceTimersByTime(YEAR - 1);
    expect(store.getState().choice).toBe('accepted');
    jest.advanceTimersByTime(1);
    expect(store.getState().choice).toBeNull();
    expect(storage.items.has('user-consent')).toBe(false);
    expect(storage.items.has('consent-timestamp')).toBe(false);
  });

  it('reopen shows the banner again without changing the choice, until a new choice', () => {
    const store = createConsentStore(memoryStorage());
    store.getState().accept();
    store.getState().reopen();
    expect(selectBannerOpen(store.getState())).toBe(true);
    expect(store.getState().choice).toBe('accepted');
    store.getState().decline();
    expect(selectBannerOpen(store.getState())).toBe(false);
    expect(store.getState().choice).toBe('declined');
  });

  it('sync picks up a choice written elsewhere', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    storage.setItem('user-consent', 'declined');
    storage.setItem('consent-timestamp', String(Date.now()));
    store.getState().sync();
    expect(store.getState().choice).toBe('declined');
  });
});
