import { execFileSync } from 'node:child_process';

/** Files changed since `base` (committed, staged, unstaged and untracked), relative to the repository root. */
export function changedFiles(repoRoot: string, base: string): string[] {
  const git = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const mergeBase = git(['merge-base', base, 'HEAD']).trim();
  const committed = git(['diff', '--name-only', mergeBase, '--']);
  const untracked = git(['ls-files', '--others', '--exclude-standard']);
  return [...new Set(`${committed}\n${untracked}`.split('\n').filter(Boolean))].sort();
}
