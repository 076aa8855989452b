import type { FederatedApp } from 'tooling/webpack';

/** remote-notifications's whole public contract: the parcels it exposes. */
export default {
  dir: import.meta.dirname,
  name: 'remote_notifications',
  kind: 'remote',
  port: 3002,
  exposes: {
    './Bell': './src/parcels/bell.tsx',
  },
  title: 'remote-notifications (standalone)',
} satisfies FederatedApp;
