import { appAt } from 'tooling/apps';
import type { FederatedApp } from 'tooling/webpack';

const app = appAt(import.meta.dirname);

/** The host consumes remotes listed in the registry at run time; it exposes nothing. */
export default {
  dir: import.meta.dirname,
  name: app.federationName,
  kind: app.kind,
  port: app.port,
  title: "The Ultimate Kids' Event Platform",
} satisfies FederatedApp;
