import path from 'node:path';

/** Where the one-bundle build of the host lands, beside its federated dist/. */
export const ONE_BUNDLE_DIR = 'dist-one-bundle';

export function oneBundleDir(repoRoot: string): string {
  return path.join(repoRoot, 'host', ONE_BUNDLE_DIR);
}
