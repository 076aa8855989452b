import { APP_PACKAGES, type AppPackage } from '../apps.ts';

/** The front-end packages a pipeline builds and tests one by one: the site's apps. */
export const FRONT_END_PACKAGES: readonly AppPackage[] = APP_PACKAGES;
export type FrontEndPackage = AppPackage;

/** Every other workspace package a change can touch on its own. */
const OTHER_PACKAGES = ['shared', 'tooling', 'api', 'e2e', 'bench'] as const;

/**
 * Paths every front-end build reads: the shared package, the build presets, and the files that
 * pin dependencies or configure every package. A change to one of them affects them all.
 */
export const SHARED_INPUTS = [
  'shared/',
  'tooling/',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  'eslint.config.ts',
  'jest.config.ts',
];

/** What a front-end package's build and tests read: its own folder plus the shared inputs. */
export function inputsOf(pkg: FrontEndPackage): string[] {
  return [`${pkg}/`, ...SHARED_INPUTS];
}

/** Test fixtures belong to the suite that builds them: fixtures/remote-rspack to e2e's contract check. */
const FIXTURE_OWNERS: Record<string, string> = { fixtures: 'e2e' };

function ownerOf(file: string): string | null {
  const top = file.split('/')[0] ?? '';
  if (FIXTURE_OWNERS[top]) return FIXTURE_OWNERS[top];
  return [...FRONT_END_PACKAGES, ...OTHER_PACKAGES].find((pkg) => pkg === top) ?? null;
}

/**
 * The packages affected by a change to `files` (repository-relative paths): each file's own
 * package, and every front-end package when a shared input changed. Sorted, no duplicates.
 */
export function affectedPackages(files: string[]): string[] {
  const affected = new Set<string>();
  for (const file of files) {
    const normalized = file.replace(/\\/g, '/').replace(/^\.\//, '');
    if (SHARED_INPUTS.some((input) => (input.endsWith('/') ? normalized.startsWith(input) : normalized === input))) {
      FRONT_END_PACKAGES.forEach((pkg) => affected.add(pkg));
    }
    const owner = ownerOf(normalized);
    if (owner) affected.add(owner);
  }
  return [...affected].sort();
}
