import { appAt } from 'tooling/apps';
import type { FederatedApp } from 'tooling/webpack';

const app = appAt(import.meta.dirname);

/** remote-organizer's build facts; what it exposes is its entry in shared/contracts/remotes.ts. */
export default {
  dir: import.meta.dirname,
  name: app.federationName,
  kind: app.kind,
  port: app.port,
  title: `${app.package} (standalone)`,
} satisfies FederatedApp;
