import type { UpdateBusinessBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

export function updateBusiness(businessId: string, body: UpdateBusinessBody) {
  return apiCall('patch', '/api/businesses/{businessId}', { path: { businessId }, body });
}
