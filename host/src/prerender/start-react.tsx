import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { PrerenderedRoot } from './hydration.tsx';
import { SCREEN_IN_BROWSER_DIGEST } from './screen-in-browser.ts';

/**
 * React reports what it recovered from during hydration. The prerendered frame leaves its
 * screen to the browser on purpose (see screen-in-browser.ts): that is no error; anything
 * else is reported as React would.
 */
export const onRecoverableError: NonNullable<RootOptions['onRecoverableError']> = (error, info) => {
  if ((error as { digest?: string } | null)?.digest === SCREEN_IN_BROWSER_DIGEST) return;
  console.error(error, info.componentStack ?? '');
};

/**
 * Starts React on the page: hydrates the markup the build prerendered into the root (every
 * page of a production build), or renders into an empty root (the development server). As a
 * transition React works in slices, so the page answers input meanwhile.
 */
export function startReact(container: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    if (container.firstChild) hydrateRoot(container, <PrerenderedRoot>{app}</PrerenderedRoot>, { onRecoverableError });
    else createRoot(container, { onRecoverableError }).render(app);
  });
}
