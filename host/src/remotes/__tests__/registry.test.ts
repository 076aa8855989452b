import { fetchRegistry, parseRegistry } from '../registry.ts';

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
