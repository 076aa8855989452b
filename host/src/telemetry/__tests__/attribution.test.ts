import { attributeStack, attributeUrl, stackUrls, versionBase, versionBases } from '../attribution.ts';
import { hostShapes, LAYOUTS, shapesFor, type StackCase } from './stack-shapes.ts';

const REMOTES = ['remote_shell', 'remote_notifications', 'remote_organizer', 'remote_provider'];
const VERSIONS = ['0.1.0-4f6edb9f', '0.1.0-4f6edb9f-dirty.276c34f6', '0.2.0-ci.1234'];

/** A registry naming `version` of every remote, plus the version that tab ran before (two versions of one remote in one page). */
function registryOf(layout: keyof typeof LAYOUTS, version: string) {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote, { entry: LAYOUTS[layout].entry(remote, version), integrity: 'sha384-x' }]),
  );
}

describe('attribution from stacks', () => {
  it('reads the version from an entry URL in both layouts', () => {
    expect(versionBase('remote_shell', 'http://localhost:3001/0.1.0-4f6edb9f/remoteEntry.js')).toEqual({
      remote: 'remote_shell',
      version: '0.1.0-4f6edb9f',
      base: 'http://localhost:3001/0.1.0-4f6edb9f/',
    });
    expect(
      versionBase('remote_shell', 'https://kidsevents.example/remotes/remote_shell/0.1.0-ab-dirty.12/remoteEntry.js'),
    ).toEqual({
      remote: 'remote_shell',
      version: '0.1.0-ab-dirty.12',
      base: 'https://kidsevents.example/remotes/remote_shell/0.1.0-ab-dirty.12/',
    });
    expect(versionBase('remote_shell', 'not a url')).toBeNull();
  });

  it('finds every script URL of a V8, Gecko and WebKit stack, innermost first', () => {
    expect(
      stackUrls(
        'TypeError: x\n    at f (http://a.example:3001/v/chunks/1.js:1:20)\n    at http://a.example/main.js:2:3',
      ),
    ).toEqual(['http://a.example:3001/v/chunks/1.js', 'http://a.example/main.js']);
    expect(stackUrls('f@http://a.example/v/chunks/1.js:1:20\n@http://a.example/main.js:2:3')).toEqual([
      'http://a.example/v/chunks/1.js',
      'http://a.example/main.js',
    ]);
  });

  it('tells two versions of one remote apart (a tab that moved on still runs the old chunks)', () => {
    const bases = [
      ...versionBases(registryOf('path', '0.1.0-aaaa')),
      ...versionBases(registryOf('path', '0.1.0-aaaa.1')),
    ];
    expect(attributeUrl('https://kidsevents.example/remotes/remote_shell/0.1.0-aaaa.1/chunks/1.js', bases)).toEqual({
      remote: 'remote_shell',
      version: '0.1.0-aaaa.1',
    });
    expect(attributeUrl('https://kidsevents.example/remotes/remote_shell/0.1.0-aaaa/chunks/1.js', bases)).toEqual({
      remote: 'remote_shell',
      version: '0.1.0-aaaa',
    });
  });

  it('attributes at least 95 % of a set of real stack shapes to the right remote and version, and blames no remote for the host', () => {
    const cases: Array<StackCase & { bases: ReturnType<typeof versionBases> }> = [];
    for (const layout of ['origins', 'path'] as const) {
      for (const version of VERSIONS) {
        // The page runs the version before too: attribution must pick the one in the stack.
        const bases = [
          ...versionBases(registryOf(layout, version)),
          ...versionBases(registryOf(layout, `${version}.prev`)),
        ];
        for (const remote of REMOTES) {
          for (const shape of shapesFor(LAYOUTS[layout], remote, version)) cases.push({ ...shape, bases });
        }
        for (const shape of hostShapes(LAYOUTS[layout])) cases.push({ ...shape, bases });
      }
    }
    const wrong = cases.filter(({ stack, bases, expected }) => {
      const found = attributeStack(stack, bases);
      return JSON.stringify(found) !== JSON.stringify(expected);
    });
    const share = (cases.length - wrong.length) / cases.length;
    console.log(
      `attribution: ${cases.length - wrong.length}/${cases.length} stacks right (${(share * 100).toFixed(1)} %)`,
    );
    expect(cases.length).toBeGreaterThan(400);
    expect(wrong.map((c) => c.label)).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
