import type { FederatedApp } from 'tooling/webpack';

/** remote-provider's whole public contract: the parcels it exposes. */
export default {
  dir: import.meta.dirname,
  name: 'remote_provider',
  kind: 'remote',
  port: 3004,
  exposes: {
    './Pages': './src/parcels/pages.tsx',
  },
  title: 'remote-provider (standalone)',
} satisfies FederatedApp;
