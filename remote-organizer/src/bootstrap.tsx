import { mountStandalone } from 'shared/standalone';

mountStandalone(
  'remote-organizer',
  { 'remote_organizer/Pages': { label: 'Organizer pages', load: () => import('./parcels/pages.tsx') } },
  [
    ['My Account', '/account'],
    ['My Events', '/myevents'],
    ['Event', '/event/demo-event'],
    ['Booking', '/booking/demo-booking'],
    ['Directory', '/directory'],
    ['Business page', '/pages/Demo%20Business'],
  ],
);
