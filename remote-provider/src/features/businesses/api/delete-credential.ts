import { apiCall } from 'shared/kit';

export function deleteCredential(businessId: string, credentialId: string) {
  return apiCall('delete', '/api/businesses/{businessId}/credentials/{credentialId}', {
    path: { businessId, credentialId },
  });
}
