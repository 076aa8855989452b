import { createConsentStore, type ConsentStore } from 'shared/consent';
import { startAnalyticsOnConsent } from '../start-analytics-on-consent.ts';
import type { AnalyticsOptions, RouterLike } from '../start-analytics.ts';

const router = { state: { location: { key: 'default' } }, subscribe: () => () => undefined } as unknown as RouterLike;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalyticsOnConsent', () => {
  let consent: ConsentStore;
  beforeEach(() => {
    // Kept in memory: nothing here reads the choice back from storage.
    consent = createConsentStore(undefined);
  });

  function setup(overrides: Partial<AnalyticsOptions> = {}) {
    const startAnalytics = jest.fn();
    const load = jest.fn(() => Promise.resolve({ startAnalytics }) as never);
    const options: AnalyticsOptions = {
      production: true,
      gaMeasurementId: 'G-TEST1',
      clarityProjectId: '',
      consent,
      router,
      ...overrides,
    };
    startAnalyticsOnConsent(options, load);
    return { load, startAnalytics, options };
  }

  it('fetches nothing until the visitor accepts, then starts analytics once', async () => {
    const { load, startAnalytics, options } = setup();
    await settle();
    expect(load).not.toHaveBeenCalled();
    consent.getState().accept();
    consent.getState().accept();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startAnalytics).toHaveBeenCalledTimes(1);
    expect(startAnalytics).toHaveBeenCalledWith(options);
  });

  it('starts at once for a visitor who accepted before', async () => {
    consent.getState().accept();
    const { load, startAnalytics } = setup();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startAnalytics).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing in a development build or without an analytics id', async () => {
    consent.getState().accept();
    expect(setup({ production: false }).load).not.toHaveBeenCalled();
    expect(setup({ gaMeasurementId: '', clarityProjectId: '' }).load).not.toHaveBeenCalled();
    await settle();
  });
});
