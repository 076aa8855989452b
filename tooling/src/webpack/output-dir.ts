import path from 'node:path';
import { FRONT_END_PACKAGES, inputsOf, SHARED_INPUTS, type FrontEndPackage } from '../ci/packages.ts';
import type { FederatedApp } from './federated-app.ts';
import { readPackage } from './package-json.ts';
import { buildSource, buildVersion, type BuildSource } from './version.ts';

export type BuildOutput = {
  /** Where webpack writes: the host's dist/, or a remote's staging folder before it is published. */
  path: string;
  version: string;
  source: BuildSource;
  /** A remote's published versions live in `<dist>/<version>/`, never rewritten. */
  dist: string;
};

const memo = new Map<string, BuildOutput>();

/** Where a build lands: the host at dist/, a remote at a staging folder then dist/<version>/ (immutable). */
export function outputDir(app: FederatedApp): BuildOutput {
  const cached = memo.get(app.dir);
  if (cached) return cached;
  const pkg = readPackage(app.dir);
  const known = (FRONT_END_PACKAGES as readonly string[]).includes(pkg.name);
  const source = buildSource(
    app.dir,
    known ? inputsOf(pkg.name as FrontEndPackage) : [path.basename(app.dir) + '/', ...SHARED_INPUTS],
  );
  const version = buildVersion(pkg.version, source);
  const dist = path.join(app.dir, 'dist');
  const staging = path.join(app.dir, '.publish-staging', `${version}.${process.pid}`);
  const output = { path: app.kind === 'remote' ? staging : dist, version, source, dist };
  memo.set(app.dir, output);
  return output;
}
