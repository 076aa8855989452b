import readline from 'node:readline';

/**
 * The signal that restarts the API of a running `npm start`. Not SIGHUP: that one also means the
 * terminal closed, when everything should stop rather than come back.
 */
export const RESTART_SIGNAL = 'SIGUSR2';

export type RestartTriggerOptions = {
  restart: () => Promise<void>;
  /** Typed commands (`r` then Enter) are read from this when it is a terminal; CI has none. */
  input?: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where signals arrive; the process itself unless a test says otherwise. */
  signals?: NodeJS.EventEmitter;
  log?: (line: string) => void;
};

/**
 * Restarts the API alone when asked, by signal or by a typed `r`: one restart at a time, a
 * request during one is ignored, and a failed restart is reported without ending the site.
 * Returns a function that stops listening.
 */
export function listenForRestart({
  restart,
  input,
  signals = process,
  log = (line) => console.log(line),
}: RestartTriggerOptions): () => void {
  let running = false;
  const request = () => {
    if (running) {
      log('The API is already restarting.');
      return;
    }
    running = true;
    log('Restarting the API…');
    const started = Date.now();
    restart()
      .then(() => log(`The API is back (${((Date.now() - started) / 1000).toFixed(1)} s).`))
      .catch((error: unknown) =>
        log(`The API did not come back: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  };

  signals.on(RESTART_SIGNAL, request);
  const lines = input?.isTTY ? readline.createInterface({ input, terminal: false }) : null;
  lines?.on('line', (line) => {
    if (line.trim().toLowerCase() === 'r') request();
  });
  return () => {
    signals.off(RESTART_SIGNAL, request);
    lines?.close();
  };
}
