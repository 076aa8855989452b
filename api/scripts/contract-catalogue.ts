/**
 * The API's fixed lists and the rules of its forms as a small module the browser reads
 * (shared/src/contracts/catalogue.ts): every named string enumeration of the OpenAPI document
 * (categories, event types, statuses…) in the API's own order, and the few numbers no schema
 * keyword carries (how many days a quote may stay valid). Nobody restates them by hand.
 */
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';
import { QUOTE_VALID_DAYS } from '../src/modules/events/event-catalogue.ts';

export const CATALOGUE_FILE = fileURLToPath(new URL('../../shared/src/contracts/catalogue.ts', import.meta.url));

/** Rules the API enforces in code rather than in a schema keyword, for forms that check as you type. */
export const FORM_RULES = { quoteValidDays: QUOTE_VALID_DAYS } as const;

function isStringEnum(schema: unknown): schema is { type: 'string'; enum: string[] } {
  if (schema === null || typeof schema !== 'object') return false;
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown };
  return type === 'string' && Array.isArray(values) && values.every((value) => typeof value === 'string');
}

/** `BookingStatus` → `BOOKING_STATUSES`, `Category` → `CATEGORIES`: the list's name in the browser. */
export function listName(schemaName: string): string {
  const words = schemaName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  if (words.endsWith('Y')) return `${words.slice(0, -1)}IES`;
  if (words.endsWith('S')) return `${words}ES`;
  return `${words}S`;
}

/** Every named schema that is a list of strings: its values, by the schema's name. */
export function enumsFromDocument(document: OpenAPI3): Record<string, string[]> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const result: Record<string, string[]> = {};
  for (const name of Object.keys(schemas).sort()) {
    const schema = schemas[name];
    if (isStringEnum(schema)) result[name] = schema.enum;
  }
  return result;
}

export function catalogueText(document: OpenAPI3): string {
  const lists = Object.entries(enumsFromDocument(document)).flatMap(([name, values]) => [
    `/** The values of the API's \`${name}\`, in its order. */`,
    `export const ${listName(name)} = ${JSON.stringify(values)} as const;`,
  ]);
  return [
    '/**',
    ' * Generated from api/openapi.json and the API catalogue by `pnpm --filter api openapi`; do not edit.',
    " * The API's fixed lists (every named string enumeration) and the rules its forms check.",
    ' */',
    ...lists,
    '',
    '/** Rules the API checks in code, not in a schema keyword: a quote is valid from min to max days after today. */',
    `export const FORM_RULES = ${JSON.stringify(FORM_RULES, null, 2)} as const;`,
    '',
  ].join('\n');
}
