#!/usr/bin/env tsx
/**
 * Rewrites deploy/nginx/ (or the folder given) from the shared header and cache modules
 * (see src/deploy/nginx.ts):
 *   write-nginx.ts [folder]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxFiles } from '../src/deploy/nginx.ts';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../deploy/nginx'));
await mkdir(dir, { recursive: true });
for (const [name, text] of Object.entries(nginxFiles())) await writeFile(path.join(dir, name), text);
console.log(`wrote ${Object.keys(nginxFiles()).length} files to ${path.relative(process.cwd(), dir)}`);
