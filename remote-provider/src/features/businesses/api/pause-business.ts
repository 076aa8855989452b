import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

/** Live → paused: hidden from families until published again. */
export function pauseBusiness(id: string): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(id)}/pause`, { method: 'POST' });
}
