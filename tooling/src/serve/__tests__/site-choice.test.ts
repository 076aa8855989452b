import { siteChoiceFrom } from '../site-choice.ts';

describe('how npm start serves the site', () => {
  it('is each remote on its own origin over plain HTTP unless told otherwise', () => {
    expect(siteChoiceFrom({})).toEqual({ layout: 'origins', tls: false });
    expect(siteChoiceFrom({ SITE_LAYOUT: 'path', SITE_TLS: '1' })).toEqual({ layout: 'path', tls: true });
    expect(siteChoiceFrom({ SITE_LAYOUT: ' origins ', SITE_TLS: '0' })).toEqual({ layout: 'origins', tls: false });
  });

  it('refuses a value it does not know, naming the ones it takes', () => {
    expect(() => siteChoiceFrom({ SITE_LAYOUT: 'paths' })).toThrow('SITE_LAYOUT is "paths": use origins or path.');
    expect(() => siteChoiceFrom({ SITE_TLS: 'yes' })).toThrow('SITE_TLS is "yes": use 1 (HTTPS with HTTP/2) or 0.');
  });
});
