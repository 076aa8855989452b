import type { ParcelConfigObject } from 'single-spa';

type Lifecycle = (props: object) => Promise<unknown>;

function asLifecycle(fn: ParcelConfigObject['mount']): Lifecycle {
  const list = Array.isArray(fn) ? fn : [fn];
  return async (props) => {
    for (const step of list) await step(props as never);
  };
}

/**
 * Wraps a loaded parcel so that a throw while bootstrapping or mounting becomes a call to
 * `onFailure` instead of a rejected promise: single-spa-react's <Parcel> rethrows such
 * rejections, which would surface as uncaught errors on the page. `onMounted` is told the
 * element the parcel mounted into.
 */
export function guardParcel(
  parcel: ParcelConfigObject,
  onFailure: (error: unknown) => void,
  onMounted?: (domElement: HTMLElement) => void,
): ParcelConfigObject {
  let mounted = false;
  const bootstrap = parcel.bootstrap ? asLifecycle(parcel.bootstrap) : async () => undefined;
  const mount = asLifecycle(parcel.mount);
  const unmount = asLifecycle(parcel.unmount);
  const update = parcel.update ? asLifecycle(parcel.update) : undefined;
  return {
    name: parcel.name,
    bootstrap: async (props) => {
      try {
        await bootstrap(props);
      } catch (error) {
        onFailure(error);
      }
    },
    mount: async (props) => {
      try {
        await mount(props);
        mounted = true;
        const { domElement } = props as { domElement?: HTMLElement };
        if (domElement) onMounted?.(domElement);
      } catch (error) {
        onFailure(error);
      }
    },
    unmount: async (props) => {
      if (!mounted) return;
      mounted = false;
      await unmount(props);
    },
    ...(update && {
      update: async (props: object) => {
        if (mounted) await update(props);
      },
    }),
  };
}

/** A parcel that renders nothing and reports that its remote is unavailable. */
export function unavailableParcel(onMount: () => void): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async () => onMount(),
    unmount: async () => undefined,
  };
}
