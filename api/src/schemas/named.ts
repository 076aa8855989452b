/**
 * Names in the API's contract. A named schema is registered once with `fastify.addSchema` (see
 * plugins/external/openapi.ts), so it becomes `components.schemas.<name>` in the OpenAPI document
 * and a named type in the browser's generated types; routes use the reference `named` returns,
 * which TypeBox types as the schema itself, so handlers stay typed.
 */
import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

const NAME = /^[A-Z][A-Za-z0-9]*$/;

const schemasByName = new Map<string, TSchema>();

/**
 * A reference typed as what it refers to, for both TypeBox lines in play: the schemas are built
 * with @sinclair/typebox 0.34 (whose `Static` reads `static`), while the Fastify type provider
 * reads them with typebox 1.x, which knows an unsafe type by `~unsafe` and cannot follow a `$ref`.
 * Both properties exist in the types only. Name the whole body or response a route uses, not
 * just its parts: an unnamed array or object around a reference is typed `unknown` by the provider.
 */
export type Named<T> = TUnsafe<T> & { readonly '~unsafe': T };

export function named<T extends TSchema>(name: string, schema: T): Named<Static<T>> {
  if (!NAME.test(name)) throw new Error(`Schema name "${name}" must be PascalCase letters and digits.`);
  if (schemasByName.has(name))
    throw new Error(`Two schemas are named "${name}": a name is used once in the whole API.`);
  schemasByName.set(name, { ...schema, $id: name });
  return Type.Unsafe<Static<T>>(Type.Ref(name)) as Named<Static<T>>;
}

/** Every schema named so far, in the order they were named (the order their modules were loaded). */
export function namedSchemas(): TSchema[] {
  return [...schemasByName.values()];
}
