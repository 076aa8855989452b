import type { Location } from 'react-router-dom';
import { createConsentStore, type ConsentStore } from 'shared/consent';
import { startAnalytics, type RouterLike } from '../start-analytics.ts';

type AnalyticsWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; clarity?: unknown } & Record<
    string,
    unknown
  >;
const w = window as unknown as AnalyticsWindow;

const GA = 'G-TEST1';
const CLARITY = 'clarity1';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Stands in for the host's data router: a location and listeners told of each change. */
function fakeRouter() {
  const listeners = new Set<(state: { location: Location }) => void>();
  let count = 0;
  const router = {
    state: { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } as Location },
    subscribe: (listener: (state: { location: Location }) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async navigate(to: string) {
      const url = new URL(to, 'http://localhost');
      const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: `k${++count}` };
      // A navigation reports twice (loading, then idle) with the same entry.
      for (const state of [router.state, { location }]) {
        router.state = state;
        listeners.forEach((listener) => listener(state));
      }
    },
  } satisfies RouterLike & { navigate: (to: string) => Promise<void> };
  return router;
}

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);
const script = (prefix: string) =>
  Array.from(document.head.querySelectorAll('script')).find((s) => s.src.startsWith(prefix));
const pageViews = () =>
  (w.dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view');

describe('analytics', () => {
  let consent: ConsentStore;
  let router: ReturnType<typeof fakeRouter>;
  let stop: () => void;
  const errors = jest.spyOn(console, 'error');

  function start(production = true) {
    stop = startAnalytics({ production, gaMeasurementId: GA, clarityProjectId: CLARITY, consent, router });
  }

  beforeEach(() => {
    jest.useFakeTimers();
    errors.mockImplementation(() => undefined);
    consent = createConsentStore(memoryStorage());
    router = fakeRouter();
  });

  afterEach(() => {
    stop();
    document.head.innerHTML = '';
    for (const key of ['dataLayer', 'gtag', 'clarity', `ga-disable-${GA}`]) delete w[key];
    errors.mockReset();
    jest.useRealTimers();
  });

  it('loads nothing before a choice', async () => {
    start();
    await router.navigate('/about');
    jest.advanceTimersByTime(5_000);
    expect(scripts()).toEqual([]);
    expect(w.gtag).toBeUndefined();
  });

  it('loads nothing after Decline', async () => {
    start();
    consent.getState().decline();
    await router.navigate('/about');
    jest.advanceTimersByTime(5_000);
    expect(scripts()).toEqual([]);
  });

  it('loads nothing in a development build, even after Accept', () => {
    start(false);
    consent.getState().accept();
    jest.advanceTimersByTime(5_000);
    expect(scripts()).toEqual([]);
    expect(w.dataLayer).toBeUndefined();
  });

  it('after Accept loads Google Analytics at once and session recording 2 s later', () => {
    start();
    consent.getState().accept();
    expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA}`]);
    expect((w.dataLayer ?? []).map((entry) => Array.from(entry))).toContainEqual([
      'config',
      GA,
      { send_page_view: false },
    ]);
    jest.advanceTimersByTime(1_999);
    expect(script('https://www.clarity.ms/')).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(script('https://www.clarity.ms/')?.src).toBe(`https://www.clarity.ms/tag/${CLARITY}`);
  });

  it('loads at start-up when consent was already given', () => {
    consent.getState().accept();
    start();
    expect(script('https://www.googletagmanager.com/')).toBeDefined();
  });

  it('sends a page view 300 ms after acceptance and after each navigation', async () => {
    document.title = 'Kids events';
    start();
    consent.getState().accept();
    jest.advanceTimersByTime(299);
    expect(pageViews()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pageViews()).toEqual([
      ['event', 'page_view', { page_path: '/', page_location: 'http://localhost/', page_title: 'Kids events' }],
    ]);

    await router.navigate('/about');
    await router.navigate('/faq?q=1');
    jest.advanceTimersByTime(300);
    expect(pageViews().map(([, , params]) => (params as { page_path: string }).page_path)).toEqual([
      '/',
      '/about',
      '/faq?q=1',
    ]);
  });

  it('stops tracking once consent is withdrawn', async () => {
    start();
    consent.getState().accept();
    jest.advanceTimersByTime(2_000);
    const clarity = jest.fn();
    w.clarity = clarity;
    await router.navigate('/about');
    consent.getState().decline();
    await router.navigate('/faq');
    jest.advanceTimersByTime(1_000);
    expect(pageViews()).toHaveLength(1);
    expect(w[`ga-disable-${GA}`]).toBe(true);
    expect(clarity).toHaveBeenCalledWith('stop');
  });

  it('withdrawn within 2 s, session recording never loads', () => {
    start();
    consent.getState().accept();
    jest.advanceTimersByTime(1_000);
    consent.getState().decline();
    jest.advanceTimersByTime(5_000);
    expect(script('https://www.clarity.ms/')).toBeUndefined();
  });

  it('logs a script that fails to load, and a page view that fails, and carries on', async () => {
    start();
    consent.getState().accept();
    script('https://www.googletagmanager.com/')?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(errors).toHaveBeenCalledWith('Analytics failed to load', expect.any(Error));

    w.gtag = () => {
      throw new Error('blocked');
    };
    await router.navigate('/about');
    jest.advanceTimersByTime(300);
    expect(errors).toHaveBeenCalledWith('Page view tracking failed', expect.any(Error));

    jest.advanceTimersByTime(2_000);
    script('https://www.clarity.ms/')?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(errors).toHaveBeenCalledWith('Session recording failed to load', expect.any(Error));
  });
});
