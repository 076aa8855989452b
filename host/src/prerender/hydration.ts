import { useSyncExternalStore } from 'react';
import { DEFAULT_VIEW, type ThemeMode, type View } from 'shared/contracts';
import { useAppStore } from 'shared/store';

const noSubscription = () => () => undefined;

/**
 * False while React renders the markup of a prerendered page: in the build (Node), and in the
 * browser while it hydrates that markup; true once the browser renders on its own (React renders
 * again at once after hydrating). What the build cannot know (the visitor's stored choices, the
 * clock, the page's URL) waits for it, so hydration always finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type ShownSettings = { viewChosen: boolean; selectedView: View; themeMode: ThemeMode };

/**
 * The stored choices the pages are prerendered with: the default view, already chosen (what
 * most visits to `/` show), in the light theme. A visitor whose choices differ sees the page
 * redrawn with them as soon as it has hydrated.
 */
export const PRERENDERED_SETTINGS: ShownSettings = { viewChosen: true, selectedView: DEFAULT_VIEW, themeMode: 'light' };

/** The visitor's view and theme, or the prerendered ones while the page's markup is being hydrated. */
export function useShownSettings(): ShownSettings {
  const hydrated = useHydrated();
  const viewChosen = useAppStore((state) => state.viewChosen);
  const selectedView = useAppStore((state) => state.selectedView);
  const themeMode = useAppStore((state) => state.themeMode);
  return hydrated ? { viewChosen, selectedView, themeMode } : PRERENDERED_SETTINGS;
}
