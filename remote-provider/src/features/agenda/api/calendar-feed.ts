import { apiRequest } from 'shared/api-client';
import type { CalendarFeed } from 'shared/contracts';

export function getCalendarFeed(businessId: string): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/agenda/${encodeURIComponent(businessId)}/feed`);
}

/** A new private address; the old one stops working. */
export function replaceCalendarFeed(businessId: string): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/agenda/${encodeURIComponent(businessId)}/feed`, { method: 'POST' });
}
