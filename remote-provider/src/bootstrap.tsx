import { mountStandalone } from 'shared/standalone';

mountStandalone('remote-provider', {
  'remote_provider/Pages': { label: 'Provider pages', load: () => import('./parcels/pages.tsx') },
});
