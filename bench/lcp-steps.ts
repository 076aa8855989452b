// The simulated mobile LCP step by step: lighthouse-runs.ts records it, lcp-path.ts prints it, `--json` keeps it.

/** One request or main-thread task of the replay; times in simulated ms from navigation. */
export type LcpStep =
  | { kind: 'request'; url: string; bytes: number; startMs: number; endMs: number }
  | { kind: 'task'; scripts: string[]; startMs: number; endMs: number };

/** `element`: the largest element the run painted (its selector and text, as Lighthouse names it), or null. */
export type LcpPath = { lcpMs: number; element: string | null; steps: LcpStep[] };
