/**
 * `pnpm --filter api openapi`: writes api/openapi.json from the routes' schemas and the browser's
 * types generated from it (shared/src/contracts/api-types.ts). Run it after changing a route or a
 * schema and commit both files; the API tests fail while either is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractFiles } from './contract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

for (const [file, text] of await contractFiles()) {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  const name = relative(root, file);
  if (current === text) {
    console.log(`${name} is up to date`);
  } else {
    await writeFile(file, text);
    console.log(`${name} written`);
  }
}
