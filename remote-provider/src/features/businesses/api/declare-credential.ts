import { apiRequest } from 'shared/api-client';
import type { CredentialBody, OwnerBusiness } from 'shared/contracts';

/** Declares a credential; it shows as declared until an admin verifies it. */
export function declareCredential(businessId: string, body: CredentialBody): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>(`/api/businesses/${encodeURIComponent(businessId)}/credentials`, {
    method: 'POST',
    body,
  });
}
