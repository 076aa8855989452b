import { apiRequest } from 'shared/api-client';
import type { CreateBusinessBody, OwnerBusiness } from 'shared/contracts';

/** A new draft business owned by the caller. */
export function createBusiness(body: CreateBusinessBody): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>('/api/businesses', { method: 'POST', body });
}
