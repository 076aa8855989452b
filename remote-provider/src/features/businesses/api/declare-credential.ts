import type { CredentialBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Declares a credential; it shows as declared until an admin verifies it. */
export function declareCredential(businessId: string, body: CredentialBody) {
  return apiCall('post', '/api/businesses/{businessId}/credentials', { path: { businessId }, body });
}
