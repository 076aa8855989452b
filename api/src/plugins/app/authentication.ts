/**
 * Identifies the caller from `Authorization: Bearer <Firebase ID token>`. The user is whatever the
 * verified token says; paths and bodies are never trusted for identity.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountEmails } from '../../modules/accounts/account-email.ts';
import { AuthenticationError, createTokenVerifier } from '../../modules/auth/token-verifier.ts';

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*\.[A-Za-z0-9\-_=]*)$/;

export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  readonly statusCode = 403;
}

/** The token from the Authorization header, the only place a credential is accepted from. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AuthenticationError('Authentication required: send "Authorization: Bearer <ID token>".');
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) throw new AuthenticationError('The Authorization header must be "Bearer <ID token>".');
  return match[1];
}

export default fp(
  async (fastify) => {
    const verifier = createTokenVerifier({
      projectId: fastify.config.firebase.projectId,
      emulatorHost: fastify.config.firebase.authEmulatorHost,
    });
    fastify.addHook('onClose', async () => verifier.close());
    const accountEmails = createAccountEmails(fastify.db, (email) => verifier.accountByEmail(email));
    fastify.decorate('accountEmails', accountEmails);
    fastify.decorateRequest('user', null);
    fastify.decorate('forgetTokensOf', (uid: string) => {
      verifier.forget(uid);
      accountEmails.forget(uid);
    });

    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await verifier.verify(bearerToken(request));
      if (!user.email) throw new ForbiddenError('Your account has no email address.');
      if (!user.emailVerified) throw new ForbiddenError('Please verify your email address before continuing.');
      // The account's address follows the token's, so a changed email is used from this call on.
      await accountEmails.remember({ uid: user.uid, email: user.email, issuedAt: user.issuedAt });
      request.user = { ...user, email: user.email };
    });

    fastify.decorate('authenticateAdmin', async (request: FastifyRequest) => {
      await fastify.authenticate(request);
      if (!request.user?.admin) throw new ForbiddenError('Only an administrator can do this.');
    });

    // RFC 6750: a 401 for a bearer-protected resource names the scheme.
    fastify.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
      if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer');
      return payload;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
