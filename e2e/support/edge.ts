import path from 'node:path';
import { REMOTE_PACKAGES, type RemoteName } from 'tooling/serve';
import { REPO_ROOT } from './paths.ts';
import { MAIN_SITE_PORTS } from './ports.ts';

/**
 * The edge run puts nginx where the Node site otherwise stands (the same ports), so the smoke
 * set of the end-to-end suite runs through it unchanged.
 */
export const EDGE_REMOTES = (Object.entries(REMOTE_PACKAGES) as Array<[RemoteName, string]>).map(([name, pkg]) => ({
  name,
  port: MAIN_SITE_PORTS[name],
  root: path.join(REPO_ROOT, pkg, 'dist'),
  origin: `http://localhost:${MAIN_SITE_PORTS[name]}`,
}));

export const EDGE_HOST_ROOT = path.join(REPO_ROOT, 'host', 'dist');
