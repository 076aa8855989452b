import type { FederatedApp } from 'tooling/webpack';

/** remote-shell's whole public contract: the parcels it exposes. */
export default {
  dir: import.meta.dirname,
  name: 'remote_shell',
  kind: 'remote',
  port: 3001,
  exposes: {
    './Header': './src/parcels/header.tsx',
    './Footer': './src/parcels/footer.tsx',
  },
  title: 'remote-shell (standalone)',
} satisfies FederatedApp;
