import { useCallback, useRef, useState } from 'react';

export type ActionState = { busy: boolean; error: string | null; done: boolean };

/**
 * Runs one async action at a time for a form: `busy` while it runs, then `done` or a
 * human `error` made by `describe` from what it threw.
 */
export function useAsyncAction(describe: (error: unknown) => string) {
  const [state, setState] = useState<ActionState>({ busy: false, error: null, done: false });
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setState({ busy: true, error: null, done: false });
      try {
        await action();
        setState({ busy: false, error: null, done: true });
        return true;
      } catch (error) {
        setState({ busy: false, error: describe(error), done: false });
        return false;
      } finally {
        running.current = false;
      }
    },
    [describe],
  );

  return { ...state, run };
}
