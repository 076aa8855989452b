/**
 * `pnpm affected [--base <rev>] [--json]`: the packages a change touches (files changed since the
 * merge base with <rev>, default origin/main or else HEAD~1), one a line, so a pipeline builds
 * and tests only those. A change to shared/, tooling/ or the lockfile affects every front end.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { affectedPackages } from 'tooling/ci';
import { changedFiles } from 'tooling/ci/changed-files';
import { execFileSync } from 'node:child_process';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { base: { type: 'string' }, json: { type: 'boolean', default: false } } });

function defaultBase(): string {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: repoRoot, stdio: 'ignore' });
    return 'origin/main';
  } catch {
    return 'HEAD~1';
  }
}

try {
  const base = values.base ?? defaultBase();
  const packages = affectedPackages(changedFiles(repoRoot, base));
  console.log(values.json ? JSON.stringify({ base, packages }) : packages.join('\n'));
} catch (error) {
  console.error(`affected: ${(error as Error).message}`);
  process.exit(1);
}
