import { execFileSync } from 'node:child_process';

/**
 * A build's version: the package version plus the build id (BUILD_ID from CI, else the
 * short commit). Every build of a remote is published under this name and never rewritten.
 */
export function buildVersion(packageVersion: string, cwd: string): string {
  const buildId = process.env.BUILD_ID ?? commitId(cwd);
  return `${packageVersion}-${buildId}`;
}

function commitId(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'local';
  }
}
