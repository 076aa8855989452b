import { apiCall } from 'shared/kit';

/** A draft made public: businesses may be asked to quote, and matching ones hear of it. */
export function publishEvent(eventId: string) {
  return apiCall('post', '/api/events/{eventId}/publish', { path: { eventId } });
}
