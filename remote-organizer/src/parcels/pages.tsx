import { createParcel } from 'shared/parcel';
import { OrganizerRoutes } from '../routes/organizer-routes.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(OrganizerRoutes, 'Organizer pages');
