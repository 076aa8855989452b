/** Process entry point: configuration, listening, and a graceful close on signals. */
import closeWithGrace from 'close-with-grace';
import { buildServer } from './build-server.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const app = buildServer(config);

  // SIGTERM (a restart, a deploy): drain first (readiness 503, streams told to reconnect, new
  // connections refused, open ones finished; see plugins/app/drain.ts), then close, so requests in
  // flight finish before the database closes. A stuck shutdown is cut off after the delay.
  closeWithGrace({ delay: Number(process.env.CLOSE_GRACE_DELAY_MS ?? 10_000) }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'shutting down');
    await app.drain();
    await app.close();
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'failed to start');
    process.exit(1);
  }
}

await main();
