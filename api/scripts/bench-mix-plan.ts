/**
 * What `bench:mix` asks of the API and how it judges the answers: the calls, how often each kind of
 * user makes each one, the pick of the next call, and the verdict (no errors; each read's p95 within
 * the budget; writes reported without one). No I/O here.
 */
import { type LatencyStats, percentile } from './bench-support.ts';

export const READS = [
  'search: words',
  'search: category',
  'search: postcode',
  'business page',
  'business reviews',
  'event page',
  'my events',
  'find events',
  'quotes list',
  'a quote',
  'messages',
  'notifications',
  'unread count',
  'page: business',
  'page: results',
] as const;
export const WRITES = ['request a quote', 'send a quote', 'send a message', 'mark read'] as const;

export type Read = (typeof READS)[number];
export type Write = (typeof WRITES)[number];
export type MixCall = Read | Write;
export type Role = 'organizer' | 'provider';
export type Weights = Partial<Record<MixCall, number>>;

export const isWrite = (call: MixCall): call is Write => (WRITES as readonly string[]).includes(call);

/**
 * Relative weights per visit: an organizer searches, opens businesses and follows their events'
 * quotes; a provider mostly works through its quotes. About one call in ten writes.
 */
export const MIX: Record<Role, Weights> = {
  organizer: {
    'search: words': 10,
    'search: category': 6,
    'search: postcode': 8,
    'business page': 10,
    'business reviews': 4,
    'event page': 8,
    'my events': 4,
    'quotes list': 8,
    'a quote': 8,
    messages: 5,
    notifications: 8,
    'unread count': 10,
    'request a quote': 3,
    'send a message': 3,
    'mark read': 3,
  },
  provider: {
    'search: words': 4,
    'search: category': 2,
    'search: postcode': 2,
    'business page': 6,
    'business reviews': 2,
    'event page': 6,
    'find events': 4,
    'quotes list': 12,
    'a quote': 10,
    messages: 6,
    notifications: 8,
    'unread count': 12,
    'send a quote': 3,
    'send a message': 3,
    'mark read': 3,
  },
};

/**
 * Through the site server (`--site`), people also load pages: the HTML the site server sends, with
 * the head it has the API render (a business page's from the database, the results' from the
 * filters), as a visitor arriving from a link or reloading does.
 */
export const PAGE_MIX: Record<Role, Weights> = {
  organizer: { 'page: business': 6, 'page: results': 4 },
  provider: { 'page: business': 2, 'page: results': 1 },
};

/** The weights a run uses: the API's calls, and the pages too when it goes through the site server. */
export const mixFor = (site: boolean): Record<Role, Weights> =>
  site
    ? {
        organizer: { ...MIX.organizer, ...PAGE_MIX.organizer },
        provider: { ...MIX.provider, ...PAGE_MIX.provider },
      }
    : MIX;

/**
 * The call a roll in [0, 1) lands on, among those with a positive weight that `available` allows
 * (a user with no booking yet cannot open one). Throws when none is left to pick.
 */
export function pickCall(weights: Weights, roll: number, available: (call: MixCall) => boolean = () => true): MixCall {
  if (!(roll >= 0 && roll < 1)) throw new RangeError(`roll must be in [0, 1), not ${roll}`);
  const candidates = (Object.entries(weights) as Array<[MixCall, number]>).filter(
    ([call, weight]) => weight > 0 && available(call),
  );
  const total = candidates.reduce((sum, [, weight]) => sum + weight, 0);
  if (total === 0) throw new Error('No call of the mix is available.');
  let left = roll * total;
  for (const [call, weight] of candidates) {
    if (left < weight) return call;
    left -= weight;
  }
  return candidates.at(-1)![0];
}

/** A pause in [½, 1½) × `meanMs` for a roll in [0, 1): people read before they click again. */
export const thinkTime = (meanMs: number, roll: number) => meanMs * (0.5 + roll);

/**
 * Why the run fails, one line per reason (none: it passes): any call that errored, any read whose
 * p95 is over `budgetMs`, and any read of `mix` that was never measured. Writes have no budget.
 */
export function budgetFailures(
  stats: ReadonlyMap<MixCall, LatencyStats>,
  budgetMs: number,
  mix: Record<Role, Weights> = MIX,
): string[] {
  const failures: string[] = [];
  for (const [call, entry] of stats) {
    if (entry.errors > 0) failures.push(`${call}: ${entry.errors} ${entry.errors === 1 ? 'error' : 'errors'}`);
    if (isWrite(call) || entry.latencies.length === 0) continue;
    const p95 = percentile(
      [...entry.latencies].sort((a, b) => a - b),
      95,
    );
    if (p95 > budgetMs) failures.push(`${call}: p95 ${p95.toFixed(1)} ms, over the ${budgetMs} ms budget`);
  }
  const measuredReads = new Set(Object.values(mix).flatMap((weights) => Object.keys(weights)));
  for (const call of READS) {
    if (measuredReads.has(call) && !(stats.get(call)?.latencies.length ?? 0)) {
      failures.push(`${call}: never measured`);
    }
  }
  return failures;
}
