/**
 * The caller's own account: profile, email settings, "Download my data" and "Delete my account".
 * Identity comes from the verified token only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Account,
  AccountExport,
  CloseAccountBody,
  EmailSettings,
  UpdateAccountBody,
} from '../../../schemas/account.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { ID_TOKEN_REQUIRED } from '../../../schemas/security.ts';

const accountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { accounts } = fastify;
  const caller = (request: { user: { uid: string; email: string } | null }) => request.user!;

  fastify.get(
    '/',
    { schema: { security: ID_TOKEN_REQUIRED, response: { 200: Account, ...errorResponses(401, 403, 503) } } },
    async (request) => accounts.view(caller(request)),
  );

  fastify.patch(
    '/',
    {
      schema: {
        description: 'Display name and phone; null or an empty string removes one.',
        security: ID_TOKEN_REQUIRED,
        body: UpdateAccountBody,
        response: { 200: Account, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
    },
    async (request) => accounts.update(caller(request), request.body),
  );

  fastify.put(
    '/email-settings',
    {
      schema: {
        security: ID_TOKEN_REQUIRED,
        body: EmailSettings,
        response: { 200: EmailSettings, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
    },
    async (request) => accounts.setEmailSettings(caller(request), request.body),
  );

  fastify.get(
    '/export',
    {
      schema: {
        description: 'Download my data: one JSON file of everything held about the caller.',
        security: ID_TOKEN_REQUIRED,
        response: { 200: AccountExport, ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const data = await accounts.exportData(caller(request));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="kidsevents-my-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  fastify.delete(
    '/',
    {
      schema: {
        description:
          'Delete my account: withdraws or cancels open bookings (telling the businesses), deletes or closes the caller\'s businesses (409 naming any with open or confirmed bookings), keeps bookings as "Former customer", removes everything else and the sign-in. Cannot be undone.',
        security: ID_TOKEN_REQUIRED,
        body: CloseAccountBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const photos = await accounts.close(user, request.body.confirmEmail);
      fastify.forgetTokensOf(user.uid);
      await fastify.photos.removeFilesOf(photos);
      return reply.code(204).send(null);
    },
  );
};

export default accountRoutes;
