import { spawn, type ChildProcess } from 'node:child_process';

/** How long a stopped service may take to close gracefully before it is killed. */
const KILL_AFTER_MS = 8_000;

/** Sends `signal` to every process of the group led by `pid`, if any is left. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Whether any process of the group led by `pid` is still running (signal 0 only checks). */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type Service = {
  name: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** SIGKILL to the whole group, as a crash would: nothing is drained or closed. Resolves once it is gone. */
  kill: () => Promise<void>;
};

/**
 * Starts a long-running command in its own process group (so stopping it also stops what it
 * spawned), prefixing its output with its name.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  if (!options.quiet) {
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  }
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) process.stderr.write(`[${name}] exited with code ${code}\n`);
  });

  // Done once the whole group is gone, not just the command itself: `pnpm start` may exit while
  // the server it ran still closes its port and database, and a restart must not race it.
  const stop = async () => {
    const pid = child.pid;
    if (pid === undefined || !groupAlive(pid)) return;
    signalGroup(pid, 'SIGTERM');
    const kill = setTimeout(() => signalGroup(pid, 'SIGKILL'), KILL_AFTER_MS);
    try {
      const deadline = Date.now() + KILL_AFTER_MS + 2_000;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      clearTimeout(kill);
    }
  };
  const kill = async () => {
    const pid = child.pid;
    if (pid === undefined) return;
    signalGroup(pid, 'SIGKILL');
    while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { name, child, stop, kill };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}
