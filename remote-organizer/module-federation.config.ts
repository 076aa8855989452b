import { appAt } from 'tooling/apps';
import type { FederatedApp } from 'tooling/webpack';

const app = appAt(import.meta.dirname);

/** remote-organizer's whole public contract: the parcels it exposes. */
export default {
  dir: import.meta.dirname,
  name: app.federationName,
  kind: app.kind,
  port: app.port,
  exposes: {
    './Pages': './src/parcels/pages.tsx',
  },
  title: `${app.package} (standalone)`,
} satisfies FederatedApp;
