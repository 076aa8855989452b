import { createParcel } from 'shared/parcel';
import { Bell } from '../features/bell/components/bell.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(Bell, 'Notifications');
