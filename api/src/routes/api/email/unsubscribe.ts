/**
 * One-click unsubscribe (RFC 8058). A mail program POSTs `List-Unsubscribe=One-Click` to the
 * link in the List-Unsubscribe header; a person who opens the link gets a page with a button
 * that posts the same, since a GET must change nothing (mail scanners open links). Signed links,
 * so no sign-in is needed. A link names the account; one sent before that names an address and
 * applies to the account that has the address now (none any more: the link no longer works).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { KIND_LABELS } from '../../../modules/email/email-kinds.ts';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../../../modules/email/unsubscribe-token.ts';
import { createEmailPreferences } from '../../../modules/accounts/email-preferences.ts';
import { SITE_NAME } from '../../../modules/email/compose-email.ts';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 600 }) });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${SITE_NAME}</title></head>
<body>
<h1>${title}</h1>
${body}
</body></html>
`;
}

const INVALID = page(
  'This link does not work',
  '<p>This unsubscribe link is not one we made, or it was cut short. Sign in and choose what we email you on your account page.</p>',
);

const GONE = page(
  'This link no longer works',
  '<p>The account this link was sent for no longer has that address, or was closed. Sign in and choose what we email you on your account page.</p>',
);

const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { linkKey, linkOrigin } = fastify.config.email;
  const preferences = createEmailPreferences(fastify.db);
  // The account the link is for, while it is still here.
  const accountOf = async (target: UnsubscribeTarget): Promise<string | undefined> => {
    if (!('uid' in target)) return fastify.accountEmails.uidFor(target.email);
    return (await fastify.accountEmails.has(target.uid)) ? target.uid : undefined;
  };
  // Only here: a mail program posts a form body, which the rest of the API refuses.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  fastify.get('/unsubscribe/:token', { schema: { params: Params, hide: true } }, async (request, reply) => {
    const target = readUnsubscribeToken(linkKey, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!target) return reply.code(404).send(INVALID);
    if (!(await accountOf(target))) return reply.code(404).send(GONE);
    const label = KIND_LABELS[target.kind];
    return page(
      `Stop emails about ${label}?`,
      `<p>We will stop emailing you about ${label}. You will still see them in the bell on ${SITE_NAME}.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop emails about ${label}</button></form>`,
    );
  });

  fastify.post('/unsubscribe/:token', { schema: { params: Params, hide: true } }, async (request, reply) => {
    const target = readUnsubscribeToken(linkKey, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!target) return reply.code(404).send(INVALID);
    const uid = await accountOf(target);
    if (!uid) return reply.code(404).send(GONE);
    await preferences.set(uid, { [target.kind]: false });
    const label = KIND_LABELS[target.kind];
    return page(
      'You are unsubscribed',
      `<p>We will not email you about ${label} any more. You can turn them back on at any time on <a href="${linkOrigin}/account">your account page</a>.</p>`,
    );
  });
};

export default unsubscribeRoutes;
