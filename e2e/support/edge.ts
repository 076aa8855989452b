import path from 'node:path';
import { REMOTE_PACKAGES, type RemoteName } from 'tooling/serve';
import { REPO_ROOT } from './paths.ts';
import { MAIN_SITE_PORTS } from './ports.ts';

/**
 * The edge run puts nginx where the Node site otherwise stands (the host's port), serving the
 * layout production uses: the whole site on one origin over HTTPS with HTTP/2, each remote's
 * build folder under /remotes/<name>/. The smoke set of the end-to-end suite runs through it unchanged.
 */
export const EDGE_URL = `https://localhost:${MAIN_SITE_PORTS.host}`;

export const EDGE_HOST_ROOT = path.join(REPO_ROOT, 'host', 'dist');

/** Each remote's build folder, every published version inside, as the compose stack mounts it. */
export const EDGE_REMOTE_ROOTS = Object.fromEntries(
  (Object.entries(REMOTE_PACKAGES) as Array<[RemoteName, string]>).map(([name, pkg]) => [
    name,
    path.join(REPO_ROOT, pkg, 'dist'),
  ]),
) as Record<RemoteName, string>;
