import { mountStandalone } from 'shared/standalone';

mountStandalone(
  'remote-provider',
  {
    'remote_provider/Pages': { label: 'Provider pages', load: () => import('./parcels/pages.tsx') },
    'remote_provider/BusinessEvent': { label: 'Business event', load: () => import('./parcels/business-event.tsx') },
  },
  [
    ['Vendors home', '/vendorshome'],
    ['My Businesses', '/mybusinesses'],
    ['Business editor', '/business/new/details'],
    ['My Quotes', '/quotes'],
    ['Quote', '/quote/demo-booking/demo-quote'],
    ['My Agenda', '/agenda'],
    ['Find Events', '/events'],
    ['Business events', '/mybusinessevents'],
    ['Billing', '/billing'],
  ],
);
