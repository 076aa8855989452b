/** What kind of error it was ("TypeError", "ChunkLoadError"), never its message; "Error" for anything unnamed or odd. */
export function errorName(error: unknown): string {
  const name =
    error instanceof Error ? error.name : typeof error === 'object' && error !== null ? 'Object' : typeof error;
  return /^[A-Za-z_$][\w$.-]{0,59}$/.test(name) ? name : 'Error';
}

export function errorStack(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? stack : undefined;
}
