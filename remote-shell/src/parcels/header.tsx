import { createParcel } from 'shared/parcel';
import { Header } from '../features/header/components/header.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(Header, 'Header');
