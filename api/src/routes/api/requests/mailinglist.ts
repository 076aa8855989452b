/** POST /api/requests/mailinglist: anyone may sign up; repeat sign-ups are accepted and change nothing. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseEmail } from '../../../modules/email-address.ts';
import { consentSourceFrom } from '../../../modules/mailing-list/consent-source.ts';
import { InvalidInputError } from '../../../modules/errors.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { SubscribeBody, SubscribeResponse } from '../../../schemas/mailing-list.ts';

const mailingListRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { max, windowMs } = fastify.config.mailingListRateLimit;
  fastify.post(
    '/mailinglist',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        body: SubscribeBody,
        response: { 200: SubscribeResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const email = parseEmail(request.body.email);
      if (!email) throw new InvalidInputError('Please enter a valid email address.');
      await fastify.mailingListRepository.subscribe({
        email,
        consentSource: consentSourceFrom({
          source: request.body.source,
          origin: request.headers.origin,
          referer: request.headers.referer,
        }),
      });
      // The same answer for new and known addresses: the form must not reveal who is subscribed.
      return { ok: true as const };
    },
  );
};

export default mailingListRoutes;
