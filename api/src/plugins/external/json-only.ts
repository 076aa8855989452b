/**
 * Bodies are JSON or nothing: every other content type gets 415. An empty body with a JSON
 * content type is allowed: clients that name it on every request (remotes built before the site's
 * client stopped naming it on bodiless ones) still send it on bodiless DELETEs.
 */
import fp from 'fastify-plugin';

export default fp(async (fastify) => {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
});
