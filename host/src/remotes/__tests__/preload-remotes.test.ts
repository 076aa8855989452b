import { fetchRegistry } from '../registry.ts';
import { preloadRemotes, remotesFor } from '../preload-remotes.ts';

const registry = {
  remotes: {
    remote_shell: { version: '1.0.0-a', manifest: 'http://shell.test/1.0.0-a/mf-manifest.json' },
    remote_notifications: { version: '1.0.0-a', manifest: 'http://bell.test/1.0.0-a/mf-manifest.json' },
    remote_organizer: { version: '1.0.0-b', manifest: 'http://organizer.test/1.0.0-b/mf-manifest.json' },
    remote_provider: { version: '1.0.0-c', manifest: 'http://provider.test/1.0.0-c/mf-manifest.json' },
  },
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

function visit(path: string) {
  window.history.pushState(null, '', path);
}

describe('remotesFor', () => {
  it.each([
    ['/', ['remote_shell']],
    ['/about', ['remote_shell']],
    ['/account', ['remote_shell', 'remote_organizer']],
    ['/event/42', ['remote_shell', 'remote_organizer']],
    ['/quotes', ['remote_shell', 'remote_provider']],
    ['/quote/7/9', ['remote_shell', 'remote_provider']],
  ])('%s shows %j at once', (path, remotes) => {
    expect(remotesFor(path)).toEqual(remotes);
  });
});

describe('preloadRemotes', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => registry });
    global.fetch = fetchMock;
  });

  it("preloads the shell's and the page group's remoteEntry.js, beside their manifests", async () => {
    visit('/quotes');
    await preloadRemotes();
    expect(preloaded()).toEqual(['http://shell.test/1.0.0-a/remoteEntry.js', 'http://provider.test/1.0.0-c/remoteEntry.js']);
  });

  it('hands the registry it read to the host, which then reads it no more', async () => {
    visit('/');
    await preloadRemotes();
    const read = await fetchRegistry();
    expect(read.remotes.remote_organizer?.version).toBe('1.0.0-b');
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
