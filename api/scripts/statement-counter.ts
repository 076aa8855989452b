/**
 * Counts the statements this process sends to the PostgreSQL server, for a benchmark's "statements
 * per command": every `pg` client's `query` (the pool's and transactions' alike, BEGIN and COMMIT
 * included) is counted while a window is open. Only meaningful while nothing else runs.
 * BENCH_SHOW_STATEMENTS=1 also prints each counted statement's text, to see what a command sends.
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
  let open = 0;
  const show = process.env.BENCH_SHOW_STATEMENTS === '1';
  prototype.query = function (this: unknown, ...args: unknown[]) {
    counted += 1;
    if (show && open > 0) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      console.log(`  sql: ${String(text).replace(/\s+/g, ' ')}`);
    }
    return original.apply(this, args);
  };
  return {
    async count(work) {
      const from = counted;
      open += 1;
      const result = await work().finally(() => (open -= 1));
      return { result, statements: counted - from };
    },
    restore() {
      prototype.query = original;
    },
  };
}
