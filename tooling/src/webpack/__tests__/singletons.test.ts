import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES_ONLY_SUBPATHS, SHARED_PACKAGE_SUBPATHS, sharedSingletons } from '../singletons.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hostDir = path.join(repoRoot, 'host');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('sharedSingletons', () => {
  it('has the host provide every subpath of shared but those only the remotes render', () => {
    const host = Object.keys(sharedSingletons(hostDir, 'host'));
    const remote = Object.keys(sharedSingletons(path.join(repoRoot, 'remote-organizer'), 'remote'));

    expect(REMOTES_ONLY_SUBPATHS).toContain('shared/ui/bookings');
    for (const subpath of REMOTES_ONLY_SUBPATHS) {
      expect(host).not.toContain(subpath);
      expect(remote).toContain(subpath);
    }
    expect(remote.filter((key) => key.startsWith('shared/'))).toEqual([...SHARED_PACKAGE_SUBPATHS]);
  });

  it.each(['shared/contracts', 'shared/kit', 'shared/kit/fields'])(
    'shares no copy of %s: each app bundles what it uses of it',
    (subpath) => {
      for (const [dir, kind] of [
        [hostDir, 'host'],
        [path.join(repoRoot, 'remote-shell'), 'remote'],
      ] as const)
        expect(Object.keys(sharedSingletons(dir, kind))).not.toContain(subpath);
    },
  );

  it('keeps the host from importing a subpath it does not provide (it would bundle a private copy)', () => {
    const offending = sources(path.join(hostDir, 'src')).filter((file) =>
      REMOTES_ONLY_SUBPATHS.some((subpath) => readFileSync(file, 'utf8').includes(`'${subpath}'`)),
    );
    expect(offending).toEqual([]);
  });
});
