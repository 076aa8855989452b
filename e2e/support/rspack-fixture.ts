import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { recordIntegrity } from 'tooling/ops';
import { REPO_ROOT } from './paths.ts';

/** The builds of fixtures/remote-rspack: a remote as it should be, and two broken on purpose. */
export type FixtureVariant = 'ok' | 'throws-on-mount' | 'own-react';

/** Builds the Rspack fixture remote's variants into a folder of their own; `clean` removes it. */
export async function buildRspackFixture(
  variants: FixtureVariant[],
): Promise<{ folderOf: (variant: FixtureVariant) => string; clean: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-rspack-fixture-'));
  const folderOf = (variant: FixtureVariant) => path.join(dir, variant);
  for (const variant of variants)
    await promisify(execFile)(
      'pnpm',
      ['--filter', 'remote-rspack-fixture', 'build', '--variant', variant, '--out', folderOf(variant)],
      { cwd: REPO_ROOT },
    );
  return { folderOf, clean: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Publishes a fixture build as a version of remote-notifications (the container it names), with
 * its integrity.json, as the remote's own build publishes one.
 */
export async function publishFixture(built: string, version: string): Promise<() => Promise<void>> {
  const folder = path.join(REPO_ROOT, 'remote-notifications', 'dist', version);
  await cp(built, folder, { recursive: true });
  await recordIntegrity(folder);
  return () => rm(folder, { recursive: true, force: true });
}
