import { ApiError, apiRequest } from 'shared/api-client';
import type { PublicBusiness } from 'shared/contracts';
import { publicBusinessPath } from '../utils/public-business-path.ts';

/**
 * A live business's public page, or null when there is none to show (unknown, draft, paused).
 * An old slug answers with a redirect the browser follows: the business comes back under its
 * current `slug`, which the caller compares with the one it asked for.
 */
export async function getPublicBusiness(slug: string): Promise<PublicBusiness | null> {
  try {
    return await apiRequest<PublicBusiness>(publicBusinessPath(slug), { auth: false });
  } catch (error) {
    // A 400 is a slug too long to be anyone's: as unknown as a 404.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
