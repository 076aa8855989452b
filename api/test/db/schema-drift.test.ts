/**
 * The drizzle schema (src/db/schema.ts) against a freshly migrated database: the same tables, each
 * with the same columns, types and nullability. The migrations are the source; a column added to
 * one and not the other fails here, naming it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { schema } from '../../src/db/schema.ts';
import { backends } from '../support/backends.ts';

/** The migrator's own bookkeeping, which the app never queries through drizzle. */
const NOT_IN_DRIZZLE = new Set(['schema_migrations']);

interface ColumnFacts {
  type: string;
  notNull: boolean;
}

type Shape = Map<string, Map<string, ColumnFacts>>;

/** drizzle writes some types as PostgreSQL's aliases; the catalogue gives the canonical names. */
const CANONICAL: Record<string, string> = { timestamptz: 'timestamp with time zone', serial: 'integer' };

function drizzleShape(): Shape {
  const shape: Shape = new Map();
  for (const table of Object.values(schema) as PgTable[]) {
    const config = getTableConfig(table);
    const columns = new Map<string, ColumnFacts>();
    for (const column of config.columns) {
      const type = column.getSQLType();
      // PostgreSQL writes a type's modifiers without spaces: numeric(3,2).
      columns.set(column.name, { type: (CANONICAL[type] ?? type).replaceAll(', ', ','), notNull: column.notNull });
    }
    shape.set(config.name, columns);
  }
  return shape;
}

async function databaseShape(db: Database): Promise<Shape> {
  const result = await db.orm.execute(sql`
    SELECT c.relname AS table_name, a.attname AS column_name,
           format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  const rows = (
    result as unknown as { rows: { table_name: string; column_name: string; type: string; not_null: boolean }[] }
  ).rows;
  const shape: Shape = new Map();
  for (const row of rows) {
    if (NOT_IN_DRIZZLE.has(row.table_name)) continue;
    const columns = shape.get(row.table_name) ?? new Map<string, ColumnFacts>();
    columns.set(row.column_name, { type: row.type, notNull: row.not_null });
    shape.set(row.table_name, columns);
  }
  return shape;
}

/** Every difference, one line each, so a failure says what to fix. */
function differences(migrated: Shape, drizzle: Shape): string[] {
  const found: string[] = [];
  for (const table of new Set([...migrated.keys(), ...drizzle.keys()])) {
    const inDb = migrated.get(table);
    const inDrizzle = drizzle.get(table);
    if (!inDb) {
      found.push(`table ${table}: in schema.ts, not made by the migrations`);
      continue;
    }
    if (!inDrizzle) {
      found.push(`table ${table}: made by the migrations, missing from schema.ts`);
      continue;
    }
    for (const column of new Set([...inDb.keys(), ...inDrizzle.keys()])) {
      const a = inDb.get(column);
      const b = inDrizzle.get(column);
      if (!a) found.push(`${table}.${column}: in schema.ts, not in the migrated database`);
      else if (!b) found.push(`${table}.${column}: in the migrated database, missing from schema.ts`);
      else {
        if (a.type !== b.type) found.push(`${table}.${column}: migrations say ${a.type}, schema.ts says ${b.type}`);
        if (a.notNull !== b.notNull) {
          found.push(
            `${table}.${column}: migrations say ${a.notNull ? 'NOT NULL' : 'nullable'}, schema.ts says ${b.notNull ? 'notNull()' : 'nullable'}`,
          );
        }
      }
    }
  }
  return found;
}

test('the comparison itself finds a missing column, a wrong type and a wrong nullability', () => {
  const db: Shape = new Map([
    [
      't',
      new Map([
        ['a', { type: 'text', notNull: true }],
        ['b', { type: 'integer', notNull: false }],
        ['c', { type: 'uuid', notNull: true }],
      ]),
    ],
  ]);
  const orm: Shape = new Map([
    [
      't',
      new Map([
        ['a', { type: 'text', notNull: false }],
        ['b', { type: 'smallint', notNull: false }],
      ]),
    ],
  ]);
  assert.deepEqual(differences(db, orm), [
    't.a: migrations say NOT NULL, schema.ts says nullable',
    't.b: migrations say integer, schema.ts says smallint',
    't.c: in the migrated database, missing from schema.ts',
  ]);
});

for (const backend of await backends()) {
  describe(`migrations and schema.ts on ${backend.name}`, { skip: backend.skip }, () => {
    let db: Database;
    let env: Record<string, string>;

    before(async () => {
      env = backend.env();
      db = await openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).database);
    });

    after(async () => {
      await db.close();
      await backend.cleanup(env);
    });

    test('a freshly migrated database has exactly the tables, columns, types and nullability of schema.ts', async () => {
      const migrated = await databaseShape(db);
      assert.ok(migrated.size > 10, `only ${migrated.size} tables migrated`);
      assert.deepEqual(differences(migrated, drizzleShape()), []);
    });
  });
}
