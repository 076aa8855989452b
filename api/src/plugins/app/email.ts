/**
 * The email worker on the instance: with an SMTP server configured (SMTP_URL; the local mail
 * catcher in development) every instance sends the outbox, claiming rows in PostgreSQL so that
 * each email goes once however many instances run. Without one the outbox keeps everything.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { createEmailWorker, type EmailWorker } from '../../modules/email/email-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when no SMTP server is configured. */
    emailWorker: EmailWorker | undefined;
  }
}

export default fp(
  async (fastify) => {
    const settings = fastify.config.email;
    if (!settings.smtpUrl) {
      fastify.decorate('emailWorker', undefined);
      fastify.log.info('SMTP_URL is not set: notifications are kept in the email outbox, not sent');
      return;
    }
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: 5,
      // A mail server that is down or stalls costs the worker seconds, never a command anything.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const worker = createEmailWorker({
      db: fastify.db,
      settings,
      transport,
      log: fastify.log.child({ module: 'email' }),
    });
    fastify.decorate('emailWorker', worker);
    fastify.addHook('onReady', async () => worker.start());
    // onClose (last-registered first): the pass in flight ends before the database closes under it,
    // after the server has stopped accepting (a preClose hook would keep it open for the pass).
    fastify.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'email', dependencies: ['database'] },
);
