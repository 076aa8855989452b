import type { Category, SearchQuery } from 'shared/contracts';
import { apiCall } from 'shared/kit';
import type { PartyPlan } from '../check-answers.ts';

/** How many businesses each service of the checklist suggests. */
export const MATCHES_PER_SERVICE = 3;

type ServiceQuery = Required<Pick<SearchQuery, 'category' | 'postcode' | 'date' | 'age' | 'children'>>;

/** The search `/results` would run for one service of the plan (without the page size). */
export function serviceSearch(plan: PartyPlan, service: Category): ServiceQuery {
  // The search takes one age: the youngest child's, so nothing suggested is too old for them.
  return {
    category: service,
    postcode: plan.postcode,
    date: plan.date,
    age: plan.ageRange.min,
    children: plan.childrenCount,
  };
}

/** The same search as a query string, for the link to `/results`. */
export function serviceQuery(plan: PartyPlan, service: Category): URLSearchParams {
  return new URLSearchParams(Object.entries(serviceSearch(plan, service)).map(([key, value]) => [key, String(value)]));
}

/** The first few live businesses offering `service` that fit the plan: a visitor's call, no sign-in needed. */
export function findServiceMatches(plan: PartyPlan, service: Category, signal?: AbortSignal) {
  return apiCall('get', '/api/public/search', {
    query: { ...serviceSearch(plan, service), limit: MATCHES_PER_SERVICE },
    auth: false,
    signal,
  });
}
