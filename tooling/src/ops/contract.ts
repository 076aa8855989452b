import { CHROMIUM_PATH } from '../chromium.ts';
import type { Environment } from './environments.ts';
import { OpsError, type RemoteName } from './remotes.ts';

/**
 * What a deploy or canary runs before it writes the registry, beyond the checks of the files: the
 * browser contract check (browser-check.ts). Kept apart from it so the commands need no browser.
 */

/** The version a deploy or canary is about to write: what the browser contract check loads. */
export type ContractCandidate = { remote: RemoteName; version: string; integrity: string };

export type ContractReport = {
  ok: boolean;
  /** What failed, in words; empty when `ok`. */
  problems: string[];
  /** The parcels that mounted. */
  mounted: string[];
  /** Of those, the ones that drew nothing on this page (allowed: a signed-out bell draws nothing). */
  empty: string[];
  /** From launching Chromium to the verdict. */
  ms: number;
};

/** Runs before a deploy or canary writes the registry; a report with problems refuses the change. */
export type ContractCheck = (env: Environment, candidate: ContractCandidate) => Promise<ContractReport>;

/** Runs `check` for a change ops is about to write and refuses it, with what failed, unless it passes. */
export async function requireContract(
  check: ContractCheck,
  env: Environment,
  candidate: ContractCandidate,
  action: string,
): Promise<ContractReport> {
  const refuse = `Refusing to ${action} ${candidate.remote} ${candidate.version}`;
  const report = await check(env, candidate).catch((error: unknown) => {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new OpsError(
      `${refuse}: the browser contract check could not run (${why}). Chromium is ${CHROMIUM_PATH} ($CHROMIUM_PATH); --no-browser-check skips the check. The registry is unchanged.`,
    );
  });
  if (!report.ok)
    throw new OpsError(
      `${refuse}: the browser contract check failed (${report.ms} ms): ${report.problems.map((problem) => problem.replace(/\.$/, '')).join('; ')}. The registry is unchanged.`,
    );
  return report;
}
