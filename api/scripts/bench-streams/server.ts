/**
 * The API as `src/server.ts` builds it, in a child process the stream benchmark measures: run with
 * `--expose-gc`, it answers `{measure: true}` on its IPC channel with its memory after a full
 * collection and the CPU time it has used, so the figures are the server's alone, not the clients';
 * `{snapshot: file}` writes a heap snapshot there (to see what a stream holds).
 */
import type { AddressInfo } from 'node:net';
import { writeHeapSnapshot } from 'node:v8';
import { buildServer } from '../../src/build-server.ts';
import { loadConfig } from '../../src/config.ts';

export interface ServerMeasure {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** User and system CPU time since the process started, in microseconds. */
  cpuMicros: number;
  /** Streams holding a subscription right now. */
  subscribers: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('run with --expose-gc as a child process with an IPC channel');

const app = buildServer(loadConfig());
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: (app.server.address() as AddressInfo).port });

process.on('message', (message: { measure?: boolean; close?: boolean; snapshot?: string }) => {
  if (message.close) {
    void app.close().then(() => process.exit(0));
    return;
  }
  if (message.snapshot) {
    process.send!({ snapshot: writeHeapSnapshot(message.snapshot) });
    return;
  }
  // Twice: the first collection can leave what only the second finds unreachable.
  gc();
  gc();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const measure: ServerMeasure = {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    cpuMicros: cpu.user + cpu.system,
    subscribers: app.notifications.events.subscriberCount(),
  };
  process.send!({ measure });
});
