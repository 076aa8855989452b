import { mountStandalone } from 'shared/standalone';

mountStandalone(
  'remote-notifications',
  {
    'remote_notifications/Bell': { label: 'Notifications', load: () => import('./parcels/bell.tsx') },
    'remote_notifications/Pages': { label: 'Notifications page', load: () => import('./parcels/pages.tsx') },
  },
  [['All notifications', '/notifications']],
);
