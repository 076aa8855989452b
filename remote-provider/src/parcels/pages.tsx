import { createParcel } from 'shared/parcel';
import { ProviderRoutes } from '../features/pages/provider-routes.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(ProviderRoutes, 'Provider pages');
