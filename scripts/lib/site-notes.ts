import path from 'node:path';
import type { Site } from 'tooling/serve';

/** What someone opening the site needs to know about how it is served: its layout, and how to trust its certificate. */
export function siteNotes(site: Site): string {
  const layout =
    site.layout === 'path'
      ? `Layout         path: one origin, each remote under ${site.url}/remotes/<name>/<version>/`
      : 'Layout         origins: each remote on a port of its own (SITE_LAYOUT=path for one origin)';
  if (!site.certificate) return `${layout}\n`;
  const file = path.relative(process.cwd(), site.certificate.file);
  return `${layout}
HTTPS          HTTP/2 on the local certificate ${file}: start Chromium with
               --ignore-certificate-errors-spki-list=${site.certificate.spki}
               (or accept the warning once); for \`pnpm ops status\`: NODE_EXTRA_CA_CERTS=${file}
`;
}
