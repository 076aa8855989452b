import { createParcel } from 'shared/parcel';
import { ProviderRoutes } from '../routes/provider-routes.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(ProviderRoutes, 'Provider pages');
