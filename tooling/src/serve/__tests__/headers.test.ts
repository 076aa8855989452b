import { siteHeaders } from '../headers.ts';

describe('site headers', () => {
  it("preconnect to every remote's origin once, in a stable order", () => {
    const headers = siteHeaders(['http://b.test', 'http://a.test', 'http://b.test']);
    expect(headers.Link).toBe('<http://a.test>; rel=preconnect, <http://b.test>; rel=preconnect');
  });

  it('send no Link header when there is no remote to connect to', () => {
    expect(siteHeaders([])).not.toHaveProperty('Link');
  });

  it('allow scripts from the remotes in the Content-Security-Policy', () => {
    expect(siteHeaders(['http://a.test'])['Content-Security-Policy']).toMatch(/script-src 'self' http:\/\/a\.test /);
  });
});

describe("the Content-Security-Policy and the Auth Emulator's origin", () => {
  const connectSources = (policy: string) =>
    policy.split('; ').find((directive) => directive.startsWith('connect-src'));

  it('names no emulator unless it is given one: production calls only Firebase itself', () => {
    const policy = siteHeaders([])['Content-Security-Policy']!;
    expect(policy).not.toContain('9099');
    expect(policy).not.toMatch(/http:\/\/(127\.0\.0\.1|localhost)/);
    expect(connectSources(policy)).toContain('https://identitytoolkit.googleapis.com');
  });

  it("admits the emulator's origin where a site signs in against one (this machine's servers)", () => {
    const policy = siteHeaders([], { authEmulatorOrigin: 'http://127.0.0.1:9099' })['Content-Security-Policy']!;
    expect(connectSources(policy)).toContain(' http://127.0.0.1:9099 ');
  });
});
