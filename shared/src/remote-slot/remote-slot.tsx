import { Component, useCallback, useState, type ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { ParcelId } from 'shared/contracts';
import { announceBoundaryError } from 'shared/parcel';
import { SlotFallback } from 'shared/ui';
import { guardParcel, unavailableParcel } from './guard-parcel.ts';
import { loadParcel, remoteGeneration } from './parcel-loader.ts';
import { useRemoteSwap } from './use-remote-swap.ts';

type Status = 'loading' | 'mounted' | 'failed';

export type RemoteSlotProps = {
  /** Which remote parcel to mount, e.g. `remote_shell/Header`. */
  id: ParcelId;
  /** Human name of what the slot holds, used in its fallback ("Header is unavailable…"). */
  label: string;
  /** Shown until the parcel has mounted (e.g. the full-screen spinner of a page). */
  loading?: ReactNode;
  className?: string;
  /** Extra props handed to the parcel. */
  parcelProps?: Record<string, unknown>;
};

/**
 * Mounts a remote's parcel by name. Whatever goes wrong (the remote is down, its code fails
 * to load, its parcel throws) stays inside this slot: it shows a small fallback with a retry,
 * and the rest of the page keeps working.
 */
export function RemoteSlot({ id, label, loading, className, parcelProps }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');

  const fail = useCallback(
    (error?: unknown) => {
      if (error) {
        console.error(`${label} (${id}) failed to mount`, error);
        announceBoundaryError({ error, label, parcel: id });
      }
      setStatus('failed');
    },
    [id, label],
  );

  // Where the parcel is mounted: watched for use while a swap to another version waits.
  const [element, setElement] = useState<HTMLElement | null>(null);

  // A new function per attempt makes <Parcel> (keyed on the attempt) load the remote afresh.
  const [loadedAt, setLoadedAt] = useState(0);
  const config = useCallback(async () => {
    setLoadedAt(remoteGeneration(id.slice(0, id.indexOf('/'))));
    const parcel = await loadParcel(id);
    return parcel ? guardParcel(parcel, fail, setElement) : unavailableParcel(() => fail());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, fail, attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  // Another version of the remote: mounted afresh once the slot is not in use, with no spinner.
  const swap = useCallback(() => setAttempt((n) => n + 1), []);
  useRemoteSwap(id, element, loadedAt, swap);

  return (
    <SlotErrorBoundary key={`${id}:${attempt}`} id={id} label={label} onRetry={retry}>
      {status === 'loading' && loading}
      {status === 'failed' ? (
        <SlotFallback label={label} onRetry={retry} />
      ) : (
        <Parcel
          key={`${id}:${attempt}`}
          config={config}
          mountParcel={mountRootParcel}
          wrapClassName={className}
          parcelDidMount={() => setStatus((s) => (s === 'loading' ? 'mounted' : s))}
          handleError={fail}
          {...parcelProps}
        />
      )}
    </SlotErrorBoundary>
  );
}

type BoundaryProps = { id: ParcelId; label: string; onRetry: () => void; children: ReactNode };

/** Last line of defence: a render error in the slot's own tree. */
class SlotErrorBoundary extends Component<BoundaryProps, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.label} failed`, error);
    announceBoundaryError({ error, label: this.props.label, parcel: this.props.id });
  }

  override render() {
    return this.state.error ? (
      <SlotFallback label={this.props.label} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
