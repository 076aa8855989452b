import { mountStandalone } from 'shared/standalone';

mountStandalone(
  'remote-provider',
  { 'remote_provider/Pages': { label: 'Provider pages', load: () => import('./parcels/pages.tsx') } },
  [
    ['Vendors home', '/vendorshome'],
    ['My Businesses', '/mybusinesses'],
    ['Business form', '/business/demo/services'],
    ['My Quotes', '/quotes'],
    ['Quote', '/quote/demo-booking/demo-quote'],
    ['My Agenda', '/agenda'],
    ['Find Events', '/events'],
    ['Business events', '/mybusinessevents'],
    ['Billing', '/billing'],
  ],
);
