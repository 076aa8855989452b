import path from 'node:path';
import { HOST_APP } from '../apps.ts';

/** Where the one-bundle build of the host lands, beside its federated dist/. */
export const ONE_BUNDLE_DIR = 'dist-one-bundle';

export function oneBundleDir(repoRoot: string): string {
  return path.join(repoRoot, HOST_APP.package, ONE_BUNDLE_DIR);
}
