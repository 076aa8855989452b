import { mountStandalone } from 'shared/standalone';

mountStandalone('remote-organizer', {
  'remote_organizer/Pages': { label: 'Organizer pages', load: () => import('./parcels/pages.tsx') },
});
