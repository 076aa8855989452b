import { remoteOfUrl } from '../sites.ts';

describe('which remote a URL belongs to', () => {
  it('is told by its base in the origins layout, each remote on an origin of its own', () => {
    const bases = new Map([
      ['remote_shell', 'https://localhost:41001'],
      ['remote_provider', 'https://localhost:41004'],
    ]);
    expect(remoteOfUrl(bases, 'https://localhost:41001/0.1.0-a/remoteEntry.js')).toBe('remote_shell');
    expect(remoteOfUrl(bases, 'https://localhost:41004/0.1.0-b/chunks/x.0123abcd.js')).toBe('remote_provider');
    expect(remoteOfUrl(bases, 'https://localhost:41000/main.0123abcd.js')).toBeNull();
    expect(remoteOfUrl(bases, 'https://localhost:410010/0.1.0-a/remoteEntry.js')).toBeNull();
  });

  it('is told by its path in the path layout, where the host and every remote share one origin', () => {
    const bases = new Map([
      ['remote_shell', 'https://localhost:41000/remotes/remote_shell'],
      ['remote_shell_extra', 'https://localhost:41000/remotes/remote_shell_extra/'],
    ]);
    expect(remoteOfUrl(bases, 'https://localhost:41000/remotes/remote_shell/0.1.0-a/remoteEntry.js')).toBe(
      'remote_shell',
    );
    expect(remoteOfUrl(bases, 'https://localhost:41000/remotes/remote_shell_extra/1/remoteEntry.js')).toBe(
      'remote_shell_extra',
    );
    expect(remoteOfUrl(bases, 'https://localhost:41000/main.0123abcd.js')).toBeNull();
    expect(remoteOfUrl(bases, 'https://localhost:41000/api/events')).toBeNull();
  });
});
