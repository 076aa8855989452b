import { createParcel } from 'shared/parcel';
import { NotificationRoutes } from '../routes/notification-routes.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(NotificationRoutes, 'Notifications page');
