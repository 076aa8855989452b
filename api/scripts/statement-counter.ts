/**
 * Counts the statements this process sends to the PostgreSQL server, for a benchmark's "statements
 * per command": every `pg` client's `query` (the pool's and transactions' alike, BEGIN and COMMIT
 * included) is counted while a window is open. Only meaningful while nothing else runs.
 */
import pg from 'pg';

export interface StatementCounter {
  /** Runs `work` and returns its result with the statements sent meanwhile. */
  count<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }>;
  restore(): void;
}

export function countStatements(): StatementCounter {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let counted = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    counted += 1;
    return original.apply(this, args);
  };
  return {
    async count(work) {
      const from = counted;
      const result = await work();
      return { result, statements: counted - from };
    },
    restore() {
      prototype.query = original;
    },
  };
}
