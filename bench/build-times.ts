/**
 * Times the builds one package after another: the same work `pnpm build` does, but timed per
 * package (the budget is per package), and never two at once so the figures do not
 * depend on which builds happened to overlap.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { APP_PACKAGES } from 'tooling/apps';

export const FEDERATED_PACKAGES = APP_PACKAGES;

export type BuildTiming = {
  /** A package name, or `one-bundle` for `pnpm build:one-bundle`. */
  name: string;
  /** Wall time of the whole command (pnpm and tsx start-up included). */
  seconds: number;
  /** The compile time the build prints itself (`built in N s`), when it printed one. */
  reportedSeconds: number | null;
  /** A remote whose version is already published from the same sources is not rebuilt. */
  upToDate: boolean;
};

/** Reads mf-app's summary lines ("x: built in 12.3 s …", "… already published …; nothing to build"). */
export function parseBuildOutput(output: string): { reportedSeconds: number | null; upToDate: boolean } {
  const built = /built in (\d+(?:\.\d+)?) s/.exec(output);
  return { reportedSeconds: built ? Number(built[1]) : null, upToDate: !built && /nothing to build/.test(output) };
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

async function timed(
  name: string,
  args: string[],
  repoRoot: string,
  log: (line: string) => void,
): Promise<BuildTiming> {
  log(`  building ${name} …`);
  const started = performance.now();
  const output = await run('pnpm', args, repoRoot);
  const seconds = (performance.now() - started) / 1000;
  const timing = { name, seconds, ...parseBuildOutput(output) };
  log(
    `  ${name}: ${seconds.toFixed(1)} s${timing.upToDate ? ' (already published from these sources, not rebuilt)' : ''}`,
  );
  return timing;
}

/** `pnpm --filter <pkg> build` for each federated package, then `pnpm build:one-bundle`. */
export async function timeBuilds(
  repoRoot: string,
  options: { federated: boolean; oneBundle: boolean; log: (line: string) => void },
): Promise<BuildTiming[]> {
  const timings: BuildTiming[] = [];
  if (options.federated) {
    for (const pkg of FEDERATED_PACKAGES)
      timings.push(await timed(pkg, ['--filter', pkg, 'build'], repoRoot, options.log));
  }
  if (options.oneBundle) timings.push(await timed('one-bundle', ['build:one-bundle'], repoRoot, options.log));
  return timings;
}
