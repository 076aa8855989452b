import { lazy, type ComponentType } from 'react';

/** A screen loaded on demand; the layout's Suspense shows the full-screen spinner meanwhile. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return <Screen />;
}
