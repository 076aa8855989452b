/**
 * The API's contract as checked-in files: the OpenAPI 3.1 document built from the routes'
 * schemas (api/openapi.json) and the TypeScript types the browser code uses, generated from it
 * (shared/src/contracts/api-types.ts), with the fields' limits for the browser's forms
 * (shared/src/contracts/limits.ts) and the API's fixed lists and form rules
 * (shared/src/contracts/catalogue.ts). `pnpm --filter api openapi` writes them; a test compares.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildServer } from '../src/build-server.ts';
import { loadConfig } from '../src/config.ts';
import { CATALOGUE_FILE, catalogueText } from './contract-catalogue.ts';
import { LIMITS_FILE, limitsText } from './contract-limits.ts';
import type { Database } from '../src/db/database.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));
export const TYPES_FILE = fileURLToPath(new URL('../../shared/src/contracts/api-types.ts', import.meta.url));

export const TYPES_HEADER = [
  '/**',
  ' * Generated from api/openapi.json by `pnpm --filter api openapi`; do not edit.',
  ' * Browser code imports the aliases in api-contract.ts through shared/contracts.',
  ' */',
].join('\n');

function noDatabase(): never {
  throw new Error(
    'The OpenAPI document is built without a database, but the app used one while starting: ' +
      'move that work out of plugin registration (into a hook or the first request).',
  );
}

/** A database that no route may touch: building the document must not open one or wait on one. */
const NO_DATABASE: Database = {
  kind: 'pglite',
  get orm() {
    return noDatabase();
  },
  selectPrepared: async () => noDatabase(),
  ping: async () => noDatabase(),
  listen: async () => noDatabase(),
  close: async () => {},
};

/** Keys sorted at every level, so the file changes only where the contract does. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document, from the real app on its real routes, built without listening or a database. */
export async function buildOpenapiDocument(): Promise<OpenAPI3> {
  // Only what the document depends on: nothing from the caller's environment leaks in.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://' });
  const app = buildServer(config, { database: NO_DATABASE });
  try {
    await app.ready();
    return sortedKeys(app.swagger()) as OpenAPI3;
  } finally {
    await app.close();
  }
}

export function openapiText(document: OpenAPI3): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export async function typesText(document: OpenAPI3): Promise<string> {
  // The generator annotates the object it is given; the caller's copy stays as built.
  const ast = await openapiTS(structuredClone(document), {
    defaultNonNullable: false,
    silent: true,
  });
  return `${TYPES_HEADER}\n\n${astToString(ast)}`;
}

/** Every generated file's expected contents, by path. */
export async function contractFiles(): Promise<Map<string, string>> {
  const document = await buildOpenapiDocument();
  return new Map([
    [OPENAPI_FILE, openapiText(document)],
    [TYPES_FILE, await typesText(document)],
    [LIMITS_FILE, limitsText(document)],
    [CATALOGUE_FILE, catalogueText(document)],
  ]);
}
