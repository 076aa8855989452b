import { createAppStore, type KeyValueStorage } from 'shared/store';
import { FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_SCRIPT, holdsBothFirstViews } from '../first-visit-script.ts';

/** Runs the script as the page's head does, against what localStorage holds. */
function runScript(): string | null {
  new Function(FIRST_VISIT_SCRIPT)();
  return document.documentElement.getAttribute(FIRST_VISIT_ATTRIBUTE);
}

const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => undefined,
  removeItem: () => undefined,
};

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
});

describe("`/`'s first-visit script", () => {
  it.each([
    ['nothing stored', null, 'true'],
    ['the organizer view', 'organizer', 'false'],
    ['the provider view', 'provider', 'false'],
    ['something that is no view', 'Provider', 'true'],
    ['an empty value', '', 'true'],
  ])('with %s marks <html> as the store decides', (_, stored, mark) => {
    if (stored !== null) localStorage.setItem('selectedView', stored);
    expect(runScript()).toBe(mark);
    // The same reading as the store's: a first visit is a view not yet chosen.
    expect(createAppStore(localStorage).getState().viewChosen).toBe(mark === 'false');
    expect(holdsBothFirstViews()).toBe(true);
  });

  it('counts storage that throws as nothing stored, as the store does', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runScript()).toBe('true');
    expect(createAppStore(throwingStorage).getState().viewChosen).toBe(false);
  });

  it('leaves no global behind, and a page it did not run on holds one layout', () => {
    expect(holdsBothFirstViews()).toBe(false);
    runScript();
    expect('v' in window).toBe(false);
  });
});
