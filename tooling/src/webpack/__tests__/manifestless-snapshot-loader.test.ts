import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withoutManifestLoading } from '../manifestless-snapshot-loader.ts';

const require = createRequire(import.meta.url);
// The file the host's build runs the loader on: the installed runtime core's own.
const runtimeCore = path.dirname(require.resolve('@module-federation/runtime-core'));
const original = readFileSync(path.join(runtimeCore, 'plugins', 'snapshot', 'SnapshotHandler.js'), 'utf8');

describe('withoutManifestLoading', () => {
  const lean = withoutManifestLoading(original);

  it('drops the manifest loading and what only it used', () => {
    expect(original).toContain('getManifestJson');
    expect(lean).not.toContain('getManifestJson');
    expect(lean).not.toContain('loadManifestSnapshot');
    expect(lean).not.toContain('generateSnapshotFromManifest(');
    expect(lean.length).toBeLessThan(original.length / 2);
  });

  it('keeps the handler’s hooks, caches and remote info, which the runtime reads on every load', () => {
    for (const kept of ['beforeLoadRemoteSnapshot', 'afterLoadSnapshot', 'this.manifestCache', 'this.HostInstance'])
      expect(lean).toContain(kept);
    expect(lean).toContain('getGlobalRemoteInfo(moduleInfo) {');
    expect(lean).toMatch(/export \{ SnapshotHandler, getGlobalRemoteInfo \};/);
  });

  it('makes a manifest load one clear error', () => {
    expect(lean).toMatch(
      /async loadRemoteSnapshotInfo\(\) \{\s*throw new Error\("This site registers its remotes by remoteEntry\.js/,
    );
  });

  it('stops the build when a new runtime core has another shape', () => {
    expect(() =>
      withoutManifestLoading(original.replace('async loadRemoteSnapshotInfo(', 'async loadSnapshot(')),
    ).toThrow(/no longer has the shape/);
  });
});
