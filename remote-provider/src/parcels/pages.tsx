import { createParcel } from 'shared/parcel';
import { ProviderRouter } from '../routes/provider-routes.tsx';

export const { bootstrap, mount, unmount, update } = createParcel(ProviderRouter, 'Provider pages', {
  ownRouter: true,
});
