import { safeNextPath } from '../utils/safe-next-path.ts';

const origin = 'https://kids.example';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/myevents?tab=past#top', origin)).toBe('/myevents?tab=past#top');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'myevents', '', null, 42])(
    'refuses %p',
    (candidate) => {
      expect(safeNextPath(candidate, origin)).toBe('/');
    },
  );
});
