#!/usr/bin/env tsx
/**
 * Rewrites deploy/nginx/ (or the folder given) from the shared header and cache modules
 * (see src/deploy/nginx.ts):
 *   write-nginx.ts [folder]
 * With --production, writes the production edge's configuration into the folder (required):
 * no Auth Emulator in the Content-Security-Policy, and the CDN or load balancer in front from
 * EDGE_REAL_IP_FROM and EDGE_REAL_IP_HEADER (src/deploy/nginx-production.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxFiles } from '../src/deploy/nginx.ts';
import { productionNginx } from '../src/deploy/nginx-production.ts';

const args = process.argv.slice(2);
const production = args.includes('--production');
const folder = args.find((arg) => arg !== '--production');
if (production && !folder) {
  console.error('write-nginx.ts --production <folder>: deploy/nginx/ holds the compose stack’s configuration');
  process.exit(2);
}
const dir = path.resolve(folder ?? path.join(import.meta.dirname, '../../deploy/nginx'));
const files = nginxFiles(production ? productionNginx(process.env) : {});
await mkdir(dir, { recursive: true });
for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
console.log(`wrote ${Object.keys(files).length} files to ${path.relative(process.cwd(), dir)}`);
