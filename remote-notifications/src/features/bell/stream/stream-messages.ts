export const DEFAULT_HEARTBEAT_MS = 15_000;
// A heartbeat outside this range is taken as a mistake: the watchdog would fire all the time, or never.
const MIN_HEARTBEAT_MS = 1_000;
const MAX_HEARTBEAT_MS = 300_000;

function parse(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `data` of an unnamed event that says the user's notifications changed. */
export function isChangedMessage(data: string): boolean {
  return parse(data)?.type === 'changed';
}

/** The heartbeat interval the `ready` event announces, or the default when it announces none that makes sense. */
export function heartbeatFrom(readyData: string): number {
  const value = parse(readyData)?.heartbeatMs;
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_HEARTBEAT_MS;
  return Math.min(MAX_HEARTBEAT_MS, Math.max(MIN_HEARTBEAT_MS, value));
}

/** The HTTP status of a failed open (checked by shape: errors from another realm fail `instanceof`). */
export function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
}

export function retryAfterOf(error: unknown): number {
  const value = error && typeof error === 'object' && 'retryAfterMs' in error ? error.retryAfterMs : undefined;
  return typeof value === 'number' ? value : 0;
}
