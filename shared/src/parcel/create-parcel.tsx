import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ThemeRoot } from 'shared/theme';
import { SlotFallback } from 'shared/ui';
import { announceBoundaryError } from './boundary-error.ts';

export type ParcelOptions = {
  /**
   * The root renders its own router (a data router from `createBrowserRouter`, which `useBlocker`
   * needs), so the parcel puts none around it: routers cannot be nested.
   */
  ownRouter?: boolean;
};

/**
 * Wraps a remote's root component as a single-spa parcel (bootstrap/mount/unmount/update).
 * Each parcel is its own React root, so it brings its own theme provider and router; the
 * routers stay in step through the history API (single-spa's `start()` in the host).
 */
export function createParcel(Root: ComponentType, label: string, { ownRouter = false }: ParcelOptions = {}) {
  function ParcelRoot() {
    return (
      <ThemeRoot>
        {ownRouter ? (
          <Root />
        ) : (
          <BrowserRouter>
            <Root />
          </BrowserRouter>
        )}
      </ThemeRoot>
    );
  }
  ParcelRoot.displayName = `Parcel(${label})`;

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    renderType: 'createRoot',
    errorBoundary: (error) => {
      console.error(`${label} failed while rendering`, error);
      announceBoundaryError({ error, label });
      return (
        <ThemeRoot>
          <SlotFallback label={label} />
        </ThemeRoot>
      );
    },
  });

  // The first render of a parcel is a transition: React renders it in slices and lets the
  // browser handle input in between, instead of one long task per parcel while the page loads.
  // (single-spa-react calls root.render synchronously inside mount, so the transition covers it.)
  const mount: typeof lifecycles.mount = (props) => {
    let mounted!: ReturnType<typeof lifecycles.mount>;
    startTransition(() => {
      mounted = lifecycles.mount(props);
    });
    return mounted;
  };
  return { ...lifecycles, mount };
}
