import { COHORT_KEY, inCanary, sessionCohort } from '../cohort.ts';

afterEach(() => localStorage.clear());

describe('session cohort', () => {
  it('draws a cohort from 0 to 99 once and keeps it for the browser', () => {
    const first = sessionCohort();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(localStorage.getItem(COHORT_KEY)).toBe(String(first));
    expect(sessionCohort()).toBe(first);
  });

  it.each(['', '100', '-1', '4.5', 'abc'])('draws again over a stored value that is no cohort (%j)', (bad) => {
    localStorage.setItem(COHORT_KEY, bad);
    const drawn = sessionCohort();
    expect(Number.isInteger(drawn) && drawn >= 0 && drawn < 100).toBe(true);
    expect(localStorage.getItem(COHORT_KEY)).toBe(String(drawn));
  });

  it('works without storage (a new cohort each time)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(sessionCohort(refusing)).toBeLessThan(100);
  });

  it('sends exactly `percent` of the 100 cohorts to a canary, and raising it keeps those already in', () => {
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    const at10 = cohorts.filter((cohort) => inCanary('remote_shell', 10, cohort));
    const at50 = cohorts.filter((cohort) => inCanary('remote_shell', 50, cohort));
    expect(at10).toHaveLength(10);
    expect(at50).toHaveLength(50);
    expect(at10.every((cohort) => at50.includes(cohort))).toBe(true);
    expect(cohorts.every((cohort) => inCanary('remote_shell', 100, cohort))).toBe(true);
  });

  it('gives two remotes’ canaries different sessions', () => {
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    const shell = cohorts.filter((cohort) => inCanary('remote_shell', 10, cohort));
    const provider = cohorts.filter((cohort) => inCanary('remote_provider', 10, cohort));
    expect(shell).not.toEqual(provider);
  });
});
