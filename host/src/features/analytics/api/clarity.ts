import { loadScript } from './load-script.ts';

type Clarity = ((...args: unknown[]) => void) & { q?: unknown[] };
type ClarityWindow = Window & { clarity?: Clarity };

const clarityWindow = () => window as unknown as ClarityWindow;

/** Microsoft Clarity session recording. Calls made before the tag arrives are queued for it. */
export function loadClarity(projectId: string): Promise<void> {
  const w = clarityWindow();
  if (!w.clarity) {
    const queue: Clarity = function clarity() {
      // eslint-disable-next-line prefer-rest-params
      (queue.q = queue.q ?? []).push(arguments);
    };
    w.clarity = queue;
  }
  return loadScript(`https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`);
}

/** Sends a command (`stop`, `start`) to Clarity, if it is installed. */
export function clarityCommand(command: string): void {
  clarityWindow().clarity?.(command);
}
