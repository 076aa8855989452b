/**
 * The timed transitions on the instance: `fastify.timed.sweep(now?)` runs them on demand, and
 * unless TIMED_INTERVAL_MS is 0 every instance also sweeps on its own every interval (jittered).
 * The sweep claims rows in PostgreSQL, so any number of instances may sweep at once.
 */
import fp from 'fastify-plugin';
import { createSweeper, type Sweeper } from '../../modules/timed/sweep.ts';
import { type SweepLoop, startSweepLoop } from '../../modules/timed/sweep-loop.ts';
import { timedTransitions } from '../../modules/timed/timed-transitions.ts';
import { telemetryJobs } from '../../modules/timed/telemetry-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    timed: Sweeper;
  }
}

export default fp(
  async (fastify) => {
    const { intervalMs, batchSize } = fastify.config.timed;
    const log = fastify.log.child({ module: 'timed' });
    const transitions = [...timedTransitions(fastify.config), ...telemetryJobs(fastify.config.telemetry, log)];
    const sweeper = createSweeper({ db: fastify.db, transitions, batchSize, log });
    fastify.decorate('timed', sweeper);
    if (intervalMs === 0) return;

    let loop: SweepLoop | undefined;
    fastify.addHook('onReady', async () => {
      loop = startSweepLoop({
        intervalMs,
        run: async () => {
          const { transitioned } = await sweeper.sweep();
          if (Object.values(transitioned).some((count) => count > 0)) log.info({ transitioned }, 'timed sweep');
        },
        onError: (error) => log.error({ err: error }, 'timed sweep failed'),
      });
    });
    // onClose (last-registered first): the sweep in flight ends before the database closes under it,
    // after the server has stopped accepting (a preClose hook would keep it open for the sweep).
    fastify.addHook('onClose', async () => loop?.stop());
  },
  { name: 'timed', dependencies: ['database'] },
);
