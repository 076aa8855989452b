import { mountStandalone } from 'shared/standalone';

mountStandalone('remote-notifications', {
  'remote_notifications/Bell': { label: 'Notifications', load: () => import('./parcels/bell.tsx') },
});
