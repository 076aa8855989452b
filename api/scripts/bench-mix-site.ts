/**
 * `bench:mix --site`: the built site on the Node site server (one origin, each remote under
 * `/remotes/<name>/`, a registry of its own), forwarding `/api` to the bench's API and splicing page
 * heads the API renders, in a child process of its own so that its memory is its own to sample.
 * Needs the builds (`pnpm build`); the parent asks for the child's memory over IPC.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { followHeapAfterGc, type MemoryReading } from './bench-mix-memory.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_PROCESS = 'BENCH_MIX_SITE_PROCESS';

type Usage = { reading: MemoryReading; cpuMicros: number };
type ToSite = { ask: number } | { close: true };
type FromSite = { url: string } | { error: string } | ({ answer: number } & Usage);

export interface SiteProcess {
  url: string;
  memory(): Promise<MemoryReading>;
  /** User and system CPU time the site server's process has used, in microseconds. */
  cpuMicros(): Promise<number>;
  close(): Promise<void>;
}

/** Starts the site server's process and resolves once it serves the deployed builds. */
export function startSiteProcess(apiUrl: string): Promise<SiteProcess> {
  const child = fork(fileURLToPath(import.meta.url), [apiUrl], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [SITE_PROCESS]: '1' },
  });
  const waiting = new Map<number, (usage: Usage) => void>();
  let asked = 0;
  const usage = () =>
    new Promise<Usage>((answer) => {
      asked += 1;
      waiting.set(asked, answer);
      child.send({ ask: asked } satisfies ToSite);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the site server's process exited with ${code} before it served`)));
    child.on('message', (message: FromSite) => {
      if ('error' in message) reject(new Error(message.error));
      else if ('answer' in message) {
        waiting.get(message.answer)?.(message);
        waiting.delete(message.answer);
      } else
        resolve({
          url: message.url,
          memory: async () => (await usage()).reading,
          cpuMicros: async () => (await usage()).cpuMicros,
          close: () =>
            new Promise((closed) => {
              child.removeAllListeners('exit');
              child.once('exit', () => closed());
              child.send({ close: true } satisfies ToSite);
            }),
        });
    });
  });
}

async function serveSite(apiUrl: string) {
  const { ensureDeployed } = await import('tooling/ops');
  const { startSite } = await import('tooling/serve');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-mix-site-'));
  const site = await startSite({
    repoRoot: REPO_ROOT,
    registryFile: path.join(dir, 'registry.json'),
    layout: 'path',
    ports: { host: 0 },
    apiUrl,
  });
  const close = async () => {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await ensureDeployed(site.environment, 'bench');
  } catch (error) {
    await close();
    throw error;
  }
  const heap = followHeapAfterGc();
  process.on('message', (message: ToSite) => {
    if ('close' in message) {
      heap.stop();
      void close().then(() => process.exit(0));
    } else {
      const { user, system } = process.cpuUsage();
      process.send!({ answer: message.ask, reading: heap.read(), cpuMicros: user + system } satisfies FromSite);
    }
  });
  process.send!({ url: site.url } satisfies FromSite);
}

if (process.env[SITE_PROCESS]) {
  serveSite(process.argv[2]!).catch((error: unknown) => {
    process.send!({ error: `the site server did not start: ${(error as Error).message}` } satisfies FromSite, () =>
      process.exit(1),
    );
  });
}
