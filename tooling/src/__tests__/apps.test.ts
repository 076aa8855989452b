import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../../../shared/src/contracts/remotes.ts';
import { appAt, appByPackage, APPS, REMOTE_APPS } from '../apps.ts';
import type { FederatedApp } from '../webpack/create-config.ts';
import { exposesOf } from '../webpack/exposes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function buildFacts(pkg: string): Promise<FederatedApp> {
  const file = pathToFileURL(path.join(repoRoot, pkg, 'module-federation.config.ts')).href;
  return ((await import(file)) as { default: FederatedApp }).default;
}

describe('the one list of apps', () => {
  it('names the same remotes as the browser contract in shared/contracts', () => {
    expect(REMOTE_APPS.map((app) => app.federationName).sort()).toEqual(Object.keys(REMOTES).sort());
  });

  it.each(REMOTE_APPS.map((app) => [app.package, app] as const))(
    '%s exposes exactly the parcels of its contract, each from its own file in src/parcels',
    async (pkg, app) => {
      const facts = await buildFacts(pkg);
      const exposes = exposesOf(facts);
      expect(Object.keys(exposes).sort()).toEqual([...REMOTES[app.federationName].exposes].sort());
      const parcels = readdirSync(path.join(facts.dir, 'src/parcels')).filter((file) => file.endsWith('.tsx'));
      expect(Object.values(exposes).sort()).toEqual(parcels.map((file) => `./src/parcels/${file}`).sort());
    },
  );

  it.each(APPS.map((app) => [app.package, app] as const))(
    '%s builds with the name, kind and port of the list',
    async (pkg, app) => {
      const facts = await buildFacts(pkg);
      expect({ name: facts.name, kind: facts.kind, port: facts.port }).toEqual({
        name: app.federationName,
        kind: app.kind,
        port: app.port,
      });
      expect(appAt(facts.dir)).toBe(app);
    },
  );

  it('gives every app its own package, federation name and port', () => {
    for (const key of ['package', 'federationName', 'port'] as const) {
      expect(new Set(APPS.map((app) => app[key])).size).toBe(APPS.length);
    }
  });

  it('says which apps exist when asked for one that does not', () => {
    expect(() => appByPackage('remote-billing')).toThrow(
      /"remote-billing" is not one of the site's apps \(host, remote-shell, .*\); add it to tooling\/src\/apps\.ts/,
    );
    expect(() => appAt(path.join(repoRoot, 'shared'))).toThrow(/"shared" is not one of the site's apps/);
    expect(() => appAt(path.join(repoRoot, 'no-such-folder'))).toThrow(
      /Cannot read the app's package name from .*no-such-folder.package\.json/,
    );
  });
});
