/**
 * What the drill commands share: the Auth Emulator started unless one is listening, the drill run,
 * its figures printed, and exit 1 with every problem named when one broke a promise.
 */
import { startEmulator, stopEmulator } from '../test/support/emulator.ts';

export async function runDrillCommand<R>(
  run: () => Promise<R>,
  report: (result: R) => string[],
  problems: (result: R) => string[],
  allWell: string,
): Promise<never> {
  const emulator = await startEmulator();
  let exitCode = 0;
  try {
    const result = await run();
    console.log(`\n${report(result).join('\n')}\n`);
    const found = problems(result);
    if (found.length === 0) console.log(allWell);
    for (const problem of found) console.log(`FAILED: ${problem}`);
    if (found.length > 0) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    if (emulator) await stopEmulator(emulator);
  }
  process.exit(exitCode);
}
