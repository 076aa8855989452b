import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { contractFiles } from '../../scripts/contract.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// The browser's types come from the checked-in document; both must be what the routes' schemas give today.
test('api/openapi.json and the browser types generated from it match the API as it is', async () => {
  for (const [file, expected] of await contractFiles()) {
    const name = relative(ROOT, file);
    const current = await readFile(file, 'utf8').catch(() => '');
    assert.ok(current === expected, `${name} is out of date: run pnpm --filter api openapi`);
  }
});
