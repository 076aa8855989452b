/** Rewrites deploy/nginx/ from the shared header and cache modules (see nginx.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxFiles } from './nginx.ts';

const dir = path.resolve(import.meta.dirname, '../../../deploy/nginx');
await mkdir(dir, { recursive: true });
for (const [name, text] of Object.entries(nginxFiles())) await writeFile(path.join(dir, name), text);
console.log(`wrote ${Object.keys(nginxFiles()).length} files to ${path.relative(process.cwd(), dir)}`);
