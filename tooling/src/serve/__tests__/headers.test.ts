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
