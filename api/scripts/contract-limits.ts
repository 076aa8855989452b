/**
 * The limits of the API's request and response fields as a small module the browser's forms
 * read (shared/src/contracts/limits.ts): lengths, ranges, counts and patterns taken from the
 * OpenAPI document, so a form checks as you type with the numbers the server enforces and
 * nobody restates them by hand.
 */
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';

export const LIMITS_FILE = fileURLToPath(new URL('../../shared/src/contracts/limits.ts', import.meta.url));

const KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;

type Json = Record<string, unknown>;
type Limits = { [keyword: string]: number | string | Limits };

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A field's own limits, those of the non-null branch of a nullable `anyOf`, and its items'. */
function limitsOf(schema: unknown): Limits | undefined {
  if (!isObject(schema)) return undefined;
  const limits: Limits = {};
  for (const keyword of KEYWORDS) {
    const value = schema[keyword];
    if (typeof value === 'number' || typeof value === 'string') limits[keyword] = value;
  }
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf) Object.assign(limits, limitsOf(branch));
  }
  const items = limitsOf(schema.items);
  if (items) limits.items = items;
  return Object.keys(limits).length > 0 ? limits : undefined;
}

/** For every named object schema with limited fields: field → its limits. */
export function limitsFromDocument(document: OpenAPI3): Record<string, Record<string, Limits>> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const result: Record<string, Record<string, Limits>> = {};
  for (const name of Object.keys(schemas).sort()) {
    const properties = (schemas[name] as Json).properties;
    if (!isObject(properties)) continue;
    const fields: Record<string, Limits> = {};
    for (const field of Object.keys(properties).sort()) {
      const limits = limitsOf(properties[field]);
      if (limits) fields[field] = limits;
    }
    if (Object.keys(fields).length > 0) result[name] = fields;
  }
  return result;
}

/**
 * One export per schema, read through `export * as LIMITS` (shared/contracts): a bundle keeps
 * only the schemas its forms name, not the whole table.
 */
export function limitsText(document: OpenAPI3): string {
  const schemas = Object.entries(limitsFromDocument(document)).map(
    ([name, fields]) => `export const ${name} = ${JSON.stringify(fields, null, 2)} as const;`,
  );
  return [
    '/**',
    ' * Generated from api/openapi.json by `pnpm --filter api openapi`; do not edit.',
    " * The limits the API enforces on each named schema's fields (lengths, ranges, counts, patterns),",
    ' * for forms that check as you type: LIMITS.<Schema>.<field>.maxLength and so on.',
    ' */',
    ...schemas,
    '',
  ].join('\n');
}
