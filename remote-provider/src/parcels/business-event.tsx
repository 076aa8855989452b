import { createParcel } from 'shared/parcel';
import { BusinessEventRoutes } from '../routes/business-event-screen.tsx';

// The provider's view of an event and quoting on it, at the organizer's `/event/{id}`: the
// organizer's page group mounts it when the event's viewer is a business.
export const { bootstrap, mount, unmount, update } = createParcel(BusinessEventRoutes, 'Business event');
