import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { PROVIDER_PATHS } from 'shared/contracts';

// A path of another page group unmounts this parcel at once in the host: holding it back would
// bring the page back to a fresh editor, so only moves between the provider's own screens wait.
const OWN_FIRST_SEGMENTS = new Set(Object.values(PROVIDER_PATHS).map((path) => path.split('/')[0]));

function staysInThisParcel(pathname: string): boolean {
  return OWN_FIRST_SEGMENTS.has(pathname.split('/')[1] ?? '');
}

/**
 * Guards unsaved changes: while `isDirty()` says so, a navigation to another of the provider's
 * screens waits for the user's answer (the returned blocker: `proceed` or `reset`), and closing
 * or reloading the tab asks the browser's own question. `isDirty` is read at the moment of
 * leaving, so a save that navigates straight after clearing it is never stopped.
 */
export function useUnsavedChanges(isDirty: () => boolean) {
  const latest = useRef(isDirty);
  latest.current = isDirty;

  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) =>
      latest.current() &&
      currentLocation.pathname !== nextLocation.pathname &&
      staysInThisParcel(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return blocker;
}
