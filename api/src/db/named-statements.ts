/**
 * Every parameterised statement a pooled client sends goes as a named prepared statement (its name
 * a hash of its text), as postgres.js does by default: the server parses and plans a statement
 * once per connection instead of on every call, which is most of its cost for the short
 * statements commands send. A connection names at most MAX_NAMED statements, so texts built from
 * lists of varying length cannot grow the server's memory without bound; past that they go unnamed.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_NAMED = 400;

interface QueryConfig {
  text?: unknown;
  values?: unknown;
  name?: unknown;
}

export function nameStatementsOf(client: pg.PoolClient | pg.Client): void {
  const named = new Set<string>();
  // Looked up on each call, so a wrapper installed on pg's prototype later (a benchmark's counter) still runs.
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, second] = args;
    if (config && typeof config === 'object' && !('submit' in config)) {
      const { text, name } = config as QueryConfig;
      // drizzle passes the values as the second argument, pg's own callers inside the config.
      const values = Array.isArray(second) ? second : (config as QueryConfig).values;
      if (name === undefined && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const hashed = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
        if (named.has(hashed) || named.size < MAX_NAMED) {
          named.add(hashed);
          args[0] = { ...config, name: hashed };
        }
      }
    }
    return prototype.query.apply(client, args);
  };
}
