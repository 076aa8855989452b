/** What a command runs its SQL on, and who calls it. */
import type { Orm } from '../../db/database.ts';

/** A transaction of the app's database (a savepoint inside one is the same type). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** A read runs on the database or inside a transaction alike. */
export type Executor = Orm | Tx;

/** The caller, from the verified token: never the path or body. */
export interface Caller {
  uid: string;
  email: string;
}
