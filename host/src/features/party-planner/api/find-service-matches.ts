import { apiRequest } from 'shared/api-client';
import type { BusinessCardList, Category, SearchQuery } from 'shared/contracts';
import type { PartyPlan } from '../check-answers.ts';

/** How many businesses each service of the checklist suggests. */
export const MATCHES_PER_SERVICE = 3;

/** The search `/results` would run for one service of the plan (without the page size). */
export function serviceQuery(plan: PartyPlan, service: Category): URLSearchParams {
  // The search takes one age: the youngest child's, so nothing suggested is too old for them.
  const query: Required<Pick<SearchQuery, 'category' | 'postcode' | 'date' | 'age' | 'children'>> = {
    category: service,
    postcode: plan.postcode,
    date: plan.date,
    age: plan.ageRange.min,
    children: plan.childrenCount,
  };
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/** The first few live businesses offering `service` that fit the plan: a visitor's call, no sign-in needed. */
export function findServiceMatches(plan: PartyPlan, service: Category, signal?: AbortSignal) {
  const params = serviceQuery(plan, service);
  params.set('limit', String(MATCHES_PER_SERVICE));
  return apiRequest<BusinessCardList>(`/api/public/search?${params.toString()}`, { auth: false, signal });
}
