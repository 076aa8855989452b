/**
 * With DEVELOPMENT_FEATURES=on only: a request with `x-test-now: <ISO time>` is served as at that
 * time (modules/clock.ts). Fails closed: without the setting the header is ignored, and production
 * rules refuse the setting, so production can never be made to show an expired credential's badge.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { atTime } from '../../modules/clock.ts';
import { InvalidInputError } from '../../modules/errors.ts';

export const TEST_NOW_HEADER = 'x-test-now';

export default fp<{ config: AppConfig }>(
  async (fastify, { config }) => {
    if (!config.developmentFeatures) return;
    fastify.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers[TEST_NOW_HEADER];
      if (header === undefined) return done();
      const time = new Date(String(header));
      if (Number.isNaN(time.getTime())) {
        return done(new InvalidInputError(`${TEST_NOW_HEADER}: "${String(header)}" is not an ISO date and time.`));
      }
      // `run` rather than `enterWith`: the rest of this request's work inherits the time, nothing else.
      atTime(time, done);
    });
  },
  { name: 'test-clock' },
);
