/**
 * A webpack loader for Module Federation's SnapshotHandler in the host's runtime core. The site
 * registers every remote by its remoteEntry.js (`experiments.optimization.disableSnapshot`), so
 * nothing loads a manifest; but the runtime core still builds the handler's manifest loading
 * whenever a build has remotes, and only `preloadRemote` (which the site never calls) reaches
 * it. This keeps the handler's hooks, caches and `getGlobalRemoteInfo`, and makes the manifest
 * path one clear error, which lets the build drop it and the manifest-to-snapshot code it
 * pulls in (about 6.5 KB of main.js).
 */

/** Where the file's manifest-loading methods start; the class's last method ends before `END`. */
const START = '\tasync loadRemoteSnapshotInfo(';
const END = '\n};\n\n//#endregion\nexport { SnapshotHandler, getGlobalRemoteInfo };';

const REPLACEMENT = `\tasync loadRemoteSnapshotInfo() {
\t\tthrow new Error("This site registers its remotes by remoteEntry.js: Module Federation manifests (and preloadRemote) are not built into its runtime.");
\t}
\tgetGlobalRemoteInfo(moduleInfo) {
\t\treturn getGlobalRemoteInfo(moduleInfo, this.HostInstance);
\t}`;

export function withoutManifestLoading(source: string): string {
  const start = source.indexOf(START);
  const end = source.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(
      'SnapshotHandler.js no longer has the shape manifestless-snapshot-loader expects (a new @module-federation/runtime-core?): check what the loader cuts, then update START and END.',
    );
  return source.slice(0, start) + REPLACEMENT + source.slice(end);
}

export default function manifestlessSnapshotLoader(source: string): string {
  return withoutManifestLoading(source);
}
