import { createParcel } from 'shared/parcel';
import { Footer } from '../features/footer/components/footer.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(Footer, 'Footer');
