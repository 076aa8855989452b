import { apiRequest } from 'shared/api-client';
import type { DayRangeResult } from 'shared/contracts';

export interface DayRange {
  from: string;
  to: string;
}

/** 409 when a day has a confirmed booking, unless `keepBookings` (the owner saw that it stands). */
export function markUnavailable(businessId: string, range: DayRange, keepBookings = false): Promise<DayRangeResult> {
  return apiRequest<DayRangeResult>(`/api/agenda/${encodeURIComponent(businessId)}/unavailable-days`, {
    method: 'PUT',
    body: keepBookings ? { ...range, keepBookings } : range,
  });
}

export function markAvailable(businessId: string, range: DayRange): Promise<DayRangeResult> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest<DayRangeResult>(
    `/api/agenda/${encodeURIComponent(businessId)}/unavailable-days?${query.toString()}`,
    { method: 'DELETE' },
  );
}
