/** Only the site's own origins may call the API from a browser, with credentials. */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(async (fastify) => {
  await fastify.register(cors, {
    origin: fastify.config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
});
