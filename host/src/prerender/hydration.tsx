import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_VIEW, type ThemeMode, type View } from 'shared/contracts';
import { useAppStore } from 'shared/store';

/** True where nothing was prerendered: a tree rendered straight in the browser (or a test). */
const HydratedContext = createContext(true);

/**
 * The root of a tree drawn from prerendered markup: `useHydrated` is false below it while React
 * renders that markup (in the build, and in the browser while it hydrates), and true once the
 * page has hydrated. The switch is a transition, so the page redrawn with the visitor's choices
 * is rendered in slices: with useSyncExternalStore it was one synchronous render of the whole
 * page, the longest task of the start-up on a slow phone.
 */
export function PrerenderedRoot({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React renders the markup of a prerendered page; true once the browser renders on
 * its own. What the build cannot know (the visitor's stored choices, the clock, the page's URL)
 * waits for it, so hydration always finds the markup it expects.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
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
