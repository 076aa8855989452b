/**
 * The window event an error boundary dispatches once it has caught an error, so the page's
 * error reporting (the host's telemetry) hears of it without the boundary knowing who listens.
 * An event rather than a callback: a remote built against any copy of this module reaches the
 * same window.
 */
export const BOUNDARY_ERROR_EVENT = 'kids-events:boundary-error';

export type BoundaryErrorDetail = {
  error: unknown;
  /** What the boundary holds ("Header"). */
  label: string;
  /** The parcel the slot mounts (`remote_shell/Header`), when the boundary is a slot's. */
  parcel?: string;
};

export function announceBoundaryError(detail: BoundaryErrorDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<BoundaryErrorDetail>(BOUNDARY_ERROR_EVENT, { detail }));
}
