import { waitFor } from '@testing-library/react';
import { fetchRegistry } from '../registry.ts';
import { firstRemoteHere, preloadRemotes, remotesFor } from '../preload-remotes.ts';

const hash = (letter: string) => `sha384-${letter.repeat(64)}`;

const registry = {
  remotes: {
    remote_shell: { entry: 'http://shell.test/1.0.0-a/remoteEntry.js', integrity: hash('s') },
    remote_notifications: { entry: 'http://bell.test/1.0.0-a/remoteEntry.js', integrity: hash('n') },
    remote_organizer: { entry: 'http://organizer.test/1.0.0-b/remoteEntry.js', integrity: hash('o') },
    remote_provider: { entry: 'http://provider.test/1.0.0-c/remoteEntry.js', integrity: hash('p') },
  },
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

const preloadAttributes = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => [
    link.getAttribute('integrity'),
    link.getAttribute('crossorigin'),
    link.getAttribute('fetchpriority'),
  ]);

function visit(path: string) {
  window.history.pushState(null, '', path);
}

/** A cookie choice made `ago` ms before now, as the banner stores it. */
function chose(choice: 'accepted' | 'declined', ago = 0) {
  localStorage.setItem('user-consent', choice);
  localStorage.setItem('consent-timestamp', String(Date.now() - ago));
}

afterEach(() => localStorage.clear());

describe('remotesFor', () => {
  it.each([
    ['/', ['remote_shell']],
    ['/about', ['remote_shell']],
    ['/account', ['remote_organizer', 'remote_shell']],
    ['/event/42', ['remote_organizer', 'remote_shell']],
    ['/quotes', ['remote_provider', 'remote_shell']],
    ['/quote/7/9', ['remote_provider', 'remote_shell']],
  ])('%s shows %j at once, the page group first', (path, remotes) => {
    expect(remotesFor(path, 'group')).toEqual(remotes);
  });

  it("leaves the page group's out while the cookie banner shows: it is fetched once the banner is drawn", () => {
    expect(remotesFor('/account', 'shell')).toEqual(['remote_shell']);
    expect(remotesFor('/quotes', 'shell')).toEqual(['remote_shell']);
    expect(remotesFor('/about', 'shell')).toEqual(['remote_shell']);
  });
});

describe('firstRemoteHere', () => {
  it('is the page group once a cookie choice is stored, and the shell (the banner) while none holds', () => {
    expect(firstRemoteHere()).toBe('shell');
    chose('accepted', 364 * 24 * 3_600_000);
    expect(firstRemoteHere()).toBe('group');
    chose('declined', 59 * 60_000);
    expect(firstRemoteHere()).toBe('group');
    chose('declined', 60 * 60_000); // a decline lasts one hour
    expect(firstRemoteHere()).toBe('shell');
    localStorage.setItem('user-consent', 'maybe');
    expect(firstRemoteHere()).toBe('shell');
  });

  it("is the page group when the page's HTML names its own picture, larger than the banner", () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" imagesrcset="/media/a-800.webp 800w" fetchpriority="high" data-page-head>';
    expect(firstRemoteHere()).toBe('group');
    document.head.innerHTML = '<link rel="preload" href="/registry.json" as="fetch">';
    expect(firstRemoteHere()).toBe('shell');
    document.head.innerHTML = '';
  });
});

describe('preloadRemotes', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => registry });
    global.fetch = fetchMock;
  });

  it("preloads the page group's remoteEntry.js, then the shell's once the group's has arrived, with the hash and CORS mode the script will use, behind main.js", async () => {
    chose('accepted');
    visit('/quotes');
    const done = preloadRemotes();
    await waitFor(() => expect(preloaded()).toEqual(['http://provider.test/1.0.0-c/remoteEntry.js']));
    document.head.querySelector('link[rel="preload"]')!.dispatchEvent(new Event('load'));
    await done;
    expect(preloaded()).toEqual([
      'http://provider.test/1.0.0-c/remoteEntry.js',
      'http://shell.test/1.0.0-a/remoteEntry.js',
    ]);
    expect(preloadAttributes()).toEqual([
      [hash('p'), 'anonymous', 'low'],
      [hash('s'), 'anonymous', 'low'],
    ]);
  });

  it("preloads the shell's entry after the group's even when the group's fails", async () => {
    chose('declined');
    visit('/account');
    const done = preloadRemotes();
    await waitFor(() => expect(preloaded()).toEqual(['http://organizer.test/1.0.0-b/remoteEntry.js']));
    document.head.querySelector('link[rel="preload"]')!.dispatchEvent(new Event('error'));
    await done;
    expect(preloaded()).toEqual([
      'http://organizer.test/1.0.0-b/remoteEntry.js',
      'http://shell.test/1.0.0-a/remoteEntry.js',
    ]);
  });

  it("preloads the shell's entry alone while the cookie banner shows (its text is the largest paint)", async () => {
    visit('/event/42');
    await preloadRemotes();
    expect(preloaded()).toEqual(['http://shell.test/1.0.0-a/remoteEntry.js']);
  });

  it("preloads the shell's entry at once on a page no page group renders", async () => {
    visit('/about');
    await preloadRemotes();
    expect(preloaded()).toEqual(['http://shell.test/1.0.0-a/remoteEntry.js']);
  });

  it('hands the registry it read to the host, which then reads it no more', async () => {
    visit('/');
    await preloadRemotes();
    const read = await fetchRegistry();
    expect(read.remotes.remote_organizer?.entry).toBe('http://organizer.test/1.0.0-b/remoteEntry.js');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing when the registry cannot be read, and the host sees the same failure', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    visit('/account');
    await expect(preloadRemotes()).rejects.toThrow('Registry answered 503');
    expect(preloaded()).toEqual([]);
    await expect(fetchRegistry()).rejects.toThrow('Registry answered 503');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
