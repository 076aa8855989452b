import type { FederatedApp } from 'tooling/webpack';

/** remote-organizer's whole public contract: the parcels it exposes. */
export default {
  dir: import.meta.dirname,
  name: 'remote_organizer',
  kind: 'remote',
  port: 3003,
  exposes: {
    './Pages': './src/parcels/pages.tsx',
  },
  title: 'remote-organizer (standalone)',
} satisfies FederatedApp;
