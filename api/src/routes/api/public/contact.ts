/** POST /api/public/contact: anyone may write to support; limited per client address. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkedContactMessage, queueContactMessage } from '../../../modules/contact/contact-messages.ts';
import { ContactBody, ContactResponse } from '../../../schemas/contact.ts';
import { errorResponses } from '../../../schemas/error.ts';

const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { max, windowMs } = fastify.config.contactRateLimit;
  fastify.post(
    '/contact',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        description:
          'A message to support from the contact form, queued for email to SUPPORT_EMAIL with Reply-To the sender.',
        body: ContactBody,
        response: { 200: ContactResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const contact = checkedContactMessage(request.body);
      // A filled-in honeypot is a robot: it gets the same answer, and nothing is sent.
      if (request.body.website?.trim()) return { ok: true as const };
      await queueContactMessage(fastify.db, fastify.config.email.supportAddress, contact);
      return { ok: true as const };
    },
  );
};

export default contactRoutes;
