/**
 * The Firebase Auth Emulator for tests: reuses one already listening on 127.0.0.1:9099 (the test
 * runner starts one for the whole run), otherwise starts it and stops it when this process exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const EMULATOR_HOST = '127.0.0.1:9099';
export const PROJECT_ID = 'demo-kids-events';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// firebase-tools writes firebase-debug.log into its working directory; keep it out of the repo.
const SCRATCH_DIR = fileURLToPath(new URL('../../.data/firebase/', import.meta.url));
// Generous: on a loaded two-core machine the CLI alone can take a minute to come up.
const START_TIMEOUT_MS = 150_000;

let started: Promise<void> | undefined;

export async function emulatorIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the emulator unless one is already running; returns the child when this call started it. */
export async function startEmulator(): Promise<ChildProcess | undefined> {
  if (await emulatorIsUp()) return undefined;
  mkdirSync(SCRATCH_DIR, { recursive: true });
  // Output goes to a file, not a pipe: a pipe would keep the parent process alive for as long
  // as the emulator runs, and the parent stops it only on its way out.
  const logFile = `${SCRATCH_DIR}emulator.log`;
  const log = openSync(logFile, 'w');
  const child = spawn(
    `${REPO_ROOT}node_modules/.bin/firebase`,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', `${REPO_ROOT}firebase.json`],
    {
      cwd: SCRATCH_DIR,
      stdio: ['ignore', log, log],
      // No network here: skip the update check; the MOTD fetch fails fast and is harmless.
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    },
  );
  closeSync(log);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await emulatorIsUp())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`The Auth Emulator did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

export function stopEmulator(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** For test files: make sure an emulator answers; one started here is stopped when the process exits. */
export function ensureEmulator(): Promise<void> {
  started ??= startEmulator().then((child) => {
    if (!child) return;
    child.unref();
    process.once('exit', () => child.kill('SIGINT'));
  });
  return started;
}
