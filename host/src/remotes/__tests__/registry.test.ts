import { inCanary } from '../cohort.ts';
import { chooseVersions, fetchRegistry, parseRegistry } from '../registry.ts';

describe('registry', () => {
  const errors = jest.spyOn(console, 'error');
  beforeEach(() => errors.mockImplementation(() => undefined));
  afterAll(() => errors.mockRestore());

  const hash = `sha384-${'A'.repeat(64)}`;

  it('maps each remote to its entry and pinned hash, resolving relative URLs against the page', () => {
    const registry = parseRegistry({
      remotes: {
        remote_shell: { entry: 'https://cdn.example.com/remote-shell/1.0.0-a/remoteEntry.js', integrity: hash },
        remote_provider: { entry: '/remote-provider/2.0.0-b/remoteEntry.js', integrity: hash },
      },
    });
    expect(registry.remotes).toEqual({
      remote_shell: { entry: 'https://cdn.example.com/remote-shell/1.0.0-a/remoteEntry.js', integrity: hash },
      remote_provider: { entry: 'http://localhost/remote-provider/2.0.0-b/remoteEntry.js', integrity: hash },
    });
  });

  it.each([
    ['no hash', { entry: '/e.js' }],
    ['a hash of another algorithm', { entry: '/e.js', integrity: `sha256-${'A'.repeat(43)}=` }],
    ['no entry', { integrity: hash }],
  ])('skips an entry with %s and keeps the others', (_label, bad) => {
    const registry = parseRegistry({ remotes: { good: { entry: '/g.js', integrity: hash }, bad } });
    expect(Object.keys(registry.remotes)).toEqual(['good']);
    expect(errors).toHaveBeenCalledWith(
      'Registry entry bad is malformed (it needs an entry URL and a sha384 integrity); skipping it',
    );
  });

  const canaryRegistry = {
    remotes: {
      remote_shell: {
        version: '1.0.0-a',
        entry: '/shell/1.0.0-a/remoteEntry.js',
        integrity: hash,
        canary: {
          version: '1.0.0-b',
          entry: '/shell/1.0.0-b/remoteEntry.js',
          integrity: `sha384-${'B'.repeat(64)}`,
          percent: 10,
        },
        withdrawn: ['0.9.0'],
      },
    },
    previewKey: 'MCowBQYDK2VwAyEA',
  };

  it('keeps each remote’s version, canary and withdrawn versions, and the preview key', () => {
    expect(parseRegistry(canaryRegistry)).toEqual({
      remotes: {
        remote_shell: {
          version: '1.0.0-a',
          entry: 'http://localhost/shell/1.0.0-a/remoteEntry.js',
          integrity: hash,
          canary: {
            version: '1.0.0-b',
            entry: 'http://localhost/shell/1.0.0-b/remoteEntry.js',
            integrity: `sha384-${'B'.repeat(64)}`,
            percent: 10,
          },
          withdrawn: ['0.9.0'],
        },
      },
      previewKey: 'MCowBQYDK2VwAyEA',
    });
  });

  it.each([
    ['no hash', { version: 'b', entry: '/b.js', percent: 10 }],
    ['no version', { entry: '/b.js', integrity: hash, percent: 10 }],
    ['no percent', { version: 'b', entry: '/b.js', integrity: hash }],
    ['a percent over 100', { version: 'b', entry: '/b.js', integrity: hash, percent: 101 }],
  ])('ignores a canary with %s and keeps the stable version', (_label, canary) => {
    const registry = parseRegistry({ remotes: { remote_shell: { entry: '/a.js', integrity: hash, canary } } });
    expect(registry.remotes.remote_shell).toEqual({ entry: 'http://localhost/a.js', integrity: hash });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Registry canary of remote_shell is malformed'));
  });

  it('gives a session the canary when its cohort falls in the share, the stable version otherwise', () => {
    const registry = parseRegistry(canaryRegistry);
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    const inside = cohorts.find((cohort) => inCanary('remote_shell', 10, cohort))!;
    const outside = cohorts.find((cohort) => !inCanary('remote_shell', 10, cohort))!;
    expect(chooseVersions(registry, inside).remote_shell).toEqual({
      entry: 'http://localhost/shell/1.0.0-b/remoteEntry.js',
      integrity: `sha384-${'B'.repeat(64)}`,
      version: '1.0.0-b',
      canary: true,
    });
    expect(chooseVersions(registry, outside).remote_shell).toEqual({
      entry: 'http://localhost/shell/1.0.0-a/remoteEntry.js',
      integrity: hash,
      version: '1.0.0-a',
      canary: false,
    });
    expect(cohorts.filter((cohort) => chooseVersions(registry, cohort).remote_shell!.canary)).toHaveLength(10);
  });

  it('rejects a document without remotes', () => {
    expect(() => parseRegistry({})).toThrow('Registry has no remotes');
    expect(() => parseRegistry(null)).toThrow('Registry has no remotes');
  });

  it('fetches the registry with a plain request, the one the HTML preloads (the server revalidates it)', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes: {} }) });
    global.fetch = fetchMock;
    await fetchRegistry('/registry.json');
    expect(fetchMock).toHaveBeenCalledWith('/registry.json');
  });

  it('reports a registry that answers with an error', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchRegistry('/registry.json')).rejects.toThrow('Registry answered 503');
  });
});
