import type { FederatedApp } from 'tooling/webpack';

/** The host consumes remotes listed in the registry at run time; it exposes nothing. */
export default {
  dir: import.meta.dirname,
  name: 'host',
  kind: 'host',
  port: 3000,
  title: "The Ultimate Kids' Event Platform",
} satisfies FederatedApp;
