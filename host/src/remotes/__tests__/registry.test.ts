import { fetchRegistry, parseRegistry } from '../registry.ts';

describe('registry', () => {
  const errors = jest.spyOn(console, 'error');
  beforeEach(() => errors.mockImplementation(() => undefined));
  afterAll(() => errors.mockRestore());

  it('maps each remote to its manifest, resolving relative URLs against the page', () => {
    const registry = parseRegistry({
      remotes: {
        remote_shell: { version: '1.0.0-a', manifest: 'https://cdn.example.com/remote-shell/1.0.0-a/mf-manifest.json' },
        remote_provider: { version: '2.0.0-b', manifest: '/remote-provider/2.0.0-b/mf-manifest.json' },
      },
    });
    expect(registry.remotes.remote_shell?.manifest).toBe('https://cdn.example.com/remote-shell/1.0.0-a/mf-manifest.json');
    expect(registry.remotes.remote_provider?.manifest).toBe('http://localhost/remote-provider/2.0.0-b/mf-manifest.json');
  });

  it('skips a malformed entry and keeps the others', () => {
    const registry = parseRegistry({ remotes: { good: { version: '1', manifest: '/m.json' }, bad: { version: 3 } } });
    expect(Object.keys(registry.remotes)).toEqual(['good']);
    expect(errors).toHaveBeenCalledWith('Registry entry bad is malformed; skipping it');
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
