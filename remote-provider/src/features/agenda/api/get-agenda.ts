import { apiRequest } from 'shared/api-client';
import type { Agenda } from 'shared/contracts';

/** One month (YYYY-MM) of the caller's businesses, or of one of them. */
export function getAgenda(month: string, businessId?: string | null): Promise<Agenda> {
  const query = new URLSearchParams({ month });
  if (businessId) query.set('businessId', businessId);
  return apiRequest<Agenda>(`/api/agenda?${query.toString()}`);
}
