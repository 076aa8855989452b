/**
 * `pnpm --filter api test`: one Auth Emulator for the whole run (started here unless one is
 * already listening, and stopped afterwards only if started here), then every test file in
 * sequence, since they share it. Extra arguments go to `node --test` (e.g. a file path).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startEmulator, stopEmulator } from './support/emulator.ts';

const TEST_DIR = fileURLToPath(new URL('.', import.meta.url));

const args = process.argv.slice(2);
const files = args.some((arg) => !arg.startsWith('-'))
  ? args
  : [
      ...args,
      ...readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => `test/${name}`),
    ];

const emulator = await startEmulator();
if (emulator) console.log('# started the Auth Emulator for this run');

const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
const stop = (signal: NodeJS.Signals) => runner.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const code = await new Promise<number>((resolve) => runner.on('exit', (status) => resolve(status ?? 1)));
if (emulator) await stopEmulator(emulator);
process.exit(code);
