import { useCallback, useRef, useState } from 'react';
import { serverFieldError } from '../validation/server-field-error.ts';
import { errorMessage } from 'shared/kit';

export type SaveState = {
  busy: boolean;
  /** The server's message for a field it named, by field. */
  fieldErrors: Record<string, string>;
  formError: string | null;
  saved: boolean;
};

const IDLE: SaveState = { busy: false, fieldErrors: {}, formError: null, saved: false };

/**
 * Runs a step's save one at a time and keeps what the server said: a 400 that names one of
 * `fields` goes under that field, anything else above the form.
 */
export function useSave(fields: readonly string[]) {
  const [state, setState] = useState<SaveState>(IDLE);
  const running = useRef(false);

  const save = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setState({ ...IDLE, busy: true });
      try {
        await action();
        setState({ ...IDLE, saved: true });
        return true;
      } catch (error) {
        const named = serverFieldError(error, fields);
        setState(
          named
            ? { ...IDLE, fieldErrors: { [named.field]: named.message } }
            : { ...IDLE, formError: errorMessage(error) },
        );
        return false;
      } finally {
        running.current = false;
      }
    },
    [fields],
  );

  /** Typing into a field again clears what the server said about it, and the "saved" note. */
  const edited = useCallback((field?: string) => {
    setState((current) => {
      if (!current.saved && (field === undefined || !(field in current.fieldErrors))) return current;
      const fieldErrors = { ...current.fieldErrors };
      if (field !== undefined) delete fieldErrors[field];
      return { ...current, fieldErrors, saved: false };
    });
  }, []);

  return { ...state, save, edited };
}
