import { apiRequest } from 'shared/api-client';
import type { OwnerBusiness } from 'shared/contracts';

export function deleteCredential(businessId: string, credentialId: string): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(
    `/api/businesses/${encodeURIComponent(businessId)}/credentials/${encodeURIComponent(credentialId)}`,
    { method: 'DELETE' },
  );
}
