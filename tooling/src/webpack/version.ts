import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type BuildSource = {
  /** The commit the build starts from, or null outside a git checkout. */
  commit: string | null;
  /** Hash of the uncommitted changes to the build's inputs, or null when they are clean. */
  dirty: string | null;
  /** Identifies the inputs exactly: two builds with the same fingerprint publish the same thing. */
  fingerprint: string;
};

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/**
 * The commit and the state of the working tree for `inputs` (paths relative to the repository
 * root). Uncommitted changes, untracked files included, are hashed so a modified tree never
 * passes for the commit it started from.
 */
export function buildSource(cwd: string, inputs: string[]): BuildSource {
  const root = git(['rev-parse', '--show-toplevel'], cwd)?.trim();
  const commit = root ? (git(['rev-parse', 'HEAD'], root)?.trim() ?? null) : null;
  if (!root || !commit) return { commit: null, dirty: null, fingerprint: 'unknown' };
  const diff = git(['diff', 'HEAD', '--binary', '--', ...inputs], root) ?? '';
  const untracked = (git(['ls-files', '--others', '--exclude-standard', '-z', '--', ...inputs], root) ?? '')
    .split('\0')
    .filter(Boolean)
    .sort();
  const trees = git(['rev-parse', ...inputs.map((input) => `HEAD:${input.replace(/\/$/, '')}`)], root) ?? commit;
  const changes = createHash('sha256').update(diff);
  for (const file of untracked) changes.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  const dirty = diff || untracked.length ? changes.digest('hex').slice(0, 8) : null;
  const fingerprint = createHash('sha256')
    .update(trees)
    .update(dirty ?? '')
    .digest('hex')
    .slice(0, 16);
  return { commit, dirty, fingerprint };
}

/**
 * A build's version: the package version plus the build id (BUILD_ID from CI, else the short
 * commit, with `-dirty.<hash of the changes>` when the inputs have uncommitted changes). Every
 * build of a remote is published under this name and never rewritten.
 */
export function buildVersion(packageVersion: string, source: BuildSource): string {
  if (process.env.BUILD_ID) return `${packageVersion}-${process.env.BUILD_ID}`;
  if (!source.commit) return `${packageVersion}-local`;
  return `${packageVersion}-${source.commit.slice(0, 8)}${source.dirty ? `-dirty.${source.dirty}` : ''}`;
}
