/** The telemetry counts on the instance: `fastify.telemetry`, for the ingest route, ops' summary and the timed sweep. */
import fp from 'fastify-plugin';
import { createTelemetryRepository, type TelemetryRepository } from '../../modules/telemetry/telemetry-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: TelemetryRepository;
  }
}

export default fp(
  async (fastify) => {
    const { samplesPerMinute } = fastify.config.telemetry;
    fastify.decorate('telemetry', createTelemetryRepository(fastify.db, { samplesPerMinute }));
  },
  { name: 'telemetry', dependencies: ['database'] },
);
