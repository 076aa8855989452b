import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness, UpdateBusinessBody } from 'shared/contracts';

export function updateBusiness(id: string, body: UpdateBusinessBody): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}
