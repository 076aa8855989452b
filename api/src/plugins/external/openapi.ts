/**
 * The API's contract: registers every named schema (schemas/named.ts) and builds the OpenAPI 3.1
 * document from the routes' schemas (`fastify.swagger()`). The document is checked in as
 * api/openapi.json and the browser's types are generated from it (`pnpm --filter api openapi`);
 * in development and test it is also served at GET /api/openapi.json.
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import packageJson from '../../../package.json' with { type: 'json' };
import { namedSchemas } from '../../schemas/named.ts';
import { securitySchemes } from '../../schemas/security.ts';

export const OPENAPI_PATH = '/api/openapi.json';

export default fp(
  async (fastify) => {
    for (const schema of namedSchemas()) fastify.addSchema(schema);

    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'KidsEvents API',
          version: packageJson.version,
          description: 'Every error is JSON `Error`; the site shows its `message` word for word.',
        },
        components: { securitySchemes },
      },
      // A named schema keeps its name in components.schemas (the default would be def-0, def-1, …).
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    });

    const { nodeEnv } = fastify.config;
    if (nodeEnv === 'development' || nodeEnv === 'test') {
      fastify.get(OPENAPI_PATH, { schema: { hide: true } }, async () => fastify.swagger());
    }
  },
  { name: 'openapi' },
);
