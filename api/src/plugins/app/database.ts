/** Opens the database (or adopts one handed in) and closes it last, after in-flight requests. */
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open-database.ts';

export interface DatabasePluginOptions {
  /** A handle owned by the caller (tests); it is not closed with the app. */
  database?: Database | undefined;
}

export default fp<DatabasePluginOptions>(
  async (fastify, { database }) => {
    const db =
      database ??
      (await openDatabase(fastify.config.database, (error) =>
        fastify.log.warn({ err: error }, 'database connection error'),
      ));
    fastify.decorate('db', db);
    if (!database) fastify.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
