/**
 * The site's deployable apps, written once: the lint boundaries, the test projects, the
 * pipelines, the local servers, ops, each app's build and the API's development CORS all read
 * this list. Node builtins only, so the API can import it without the build toolchain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const APPS = [
  { package: 'host', federationName: 'host', kind: 'host', port: 3000 },
  { package: 'remote-shell', federationName: 'remote_shell', kind: 'remote', port: 3001 },
  { package: 'remote-notifications', federationName: 'remote_notifications', kind: 'remote', port: 3002 },
  { package: 'remote-organizer', federationName: 'remote_organizer', kind: 'remote', port: 3003 },
  { package: 'remote-provider', federationName: 'remote_provider', kind: 'remote', port: 3004 },
] as const;

export type App = (typeof APPS)[number];
export type AppPackage = App['package'];
export type HostApp = Extract<App, { kind: 'host' }>;
export type RemoteApp = Extract<App, { kind: 'remote' }>;
/** A remote's Module Federation container name (`remote_shell`). */
export type RemoteFederationName = RemoteApp['federationName'];

export const APP_PACKAGES: AppPackage[] = APPS.map((app) => app.package);
export const HOST_APP = APPS.find((app): app is HostApp => app.kind === 'host')!;
export const REMOTE_APPS: RemoteApp[] = APPS.filter((app): app is RemoteApp => app.kind === 'remote');

export function appByPackage(name: string): App {
  const app = APPS.find((candidate) => candidate.package === name);
  if (!app)
    throw new Error(
      `"${name}" is not one of the site's apps (${APP_PACKAGES.join(', ')}); add it to tooling/src/apps.ts.`,
    );
  return app;
}

/** The app whose folder is `dir`, known by its package.json name. */
export function appAt(dir: string): App {
  const file = path.join(dir, 'package.json');
  let name: unknown;
  try {
    name = (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
  } catch (error) {
    throw new Error(
      `Cannot read the app's package name from ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return appByPackage(String(name));
}

/** Each app's port, by federation name (the host's is `host`), shifted by `offset` (a second copy of the site). */
export function appPorts(offset = 0): Record<App['federationName'], number> {
  return Object.fromEntries(APPS.map((app) => [app.federationName, app.port + offset])) as Record<
    App['federationName'],
    number
  >;
}
