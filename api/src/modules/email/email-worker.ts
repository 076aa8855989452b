/**
 * Sends the outbox: claims due emails, groups a thread's messages into one, sends each over SMTP
 * and records the outcome. A refusal the server calls permanent (5xx) gives the email up; anything
 * else (server down, timeout, 4xx) tries again after a growing delay, up to EMAIL_MAX_ATTEMPTS.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.ts';
import type { EmailSettings } from '../../email-settings.ts';
import { retryDelay } from './backoff.ts';
import { composeContactEmail } from './compose-contact-email.ts';
import { composeEmail } from './compose-email.ts';
import { createOutboxRepository, type ClaimedEmail } from './outbox-repository.ts';
import { senderName } from './sender-name.ts';

export interface EmailRunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface EmailWorker {
  /** One pass: claims a batch and sends it. */
  runOnce(): Promise<EmailRunResult>;
  /** Runs passes every EMAIL_POLL_MS (at once again while batches come back full) until stopped. */
  start(): void;
  /** Stops the loop after the pass in flight. */
  stop(): Promise<void>;
}

function groupsOf(claimed: ClaimedEmail[]): ClaimedEmail[][] {
  const groups = new Map<string, ClaimedEmail[]>();
  for (const email of claimed) {
    const key = email.threadId === null ? email.id : `${email.recipientUid}\n${email.threadId}`;
    const group = groups.get(key);
    if (group) group.push(email);
    else groups.set(key, [email]);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
}

/** Why an email to an account without an address (closed, or never signed in) was not sent. */
export const NO_ADDRESS = "The recipient's account has no email address: closed, or never signed in.";

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createEmailWorker({
  db,
  settings,
  transport,
  log,
}: {
  db: Database;
  settings: EmailSettings;
  transport: Transporter;
  log: FastifyBaseLogger;
}): EmailWorker {
  const outbox = createOutboxRepository(db);
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  async function send(group: ClaimedEmail[], result: EmailRunResult): Promise<void> {
    const ids = group.map((email) => email.id);
    const first = group[0]!;
    if (first.recipientEmail === null) {
      // No address to send to, now or later: given up at once rather than retried.
      await outbox.markFailed(ids, NO_ADDRESS, 'give up');
      result.failed += group.length;
      return;
    }
    const to = first.recipientEmail;
    try {
      const composed =
        first.kind === 'contact'
          ? composeContactEmail(
              { ...first, recipientEmail: to },
              {
                linkOrigin: settings.linkOrigin,
                fromAddress: settings.fromAddress,
              },
            )
          : composeEmail(group, to, {
              linkOrigin: settings.linkOrigin,
              linkKey: settings.linkKey,
              fromAddress: settings.fromAddress,
              senderName: await senderName(db, first),
            });
      await transport.sendMail(composed);
      await outbox.markSent(ids, composed.messageId);
      result.sent += group.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = Math.max(...group.map((email) => email.attempts));
      if (isPermanent(error) || attempts >= settings.maxAttempts) {
        await outbox.markFailed(ids, message, 'give up');
        result.failed += group.length;
        log.warn({ err: error, outboxIds: ids }, 'email given up');
      } else {
        await outbox.markFailed(ids, message, {
          delayMs: retryDelay(attempts, settings.retryBaseMs, settings.retryMaxMs),
        });
        result.retried += group.length;
      }
    }
  }

  async function runOnce(): Promise<EmailRunResult> {
    const result: EmailRunResult = { sent: 0, retried: 0, failed: 0 };
    const claimed = await outbox.claim({
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
      threadWindowMs: settings.threadWindowMs,
    });
    await Promise.all(groupsOf(claimed).map((group) => send(group, result)));
    return result;
  }

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
  };
  const tick = () => {
    timer = undefined;
    let full = false;
    inFlight = runOnce()
      .then((result) => {
        const handled = result.sent + result.retried + result.failed;
        full = handled >= settings.batchSize;
        if (result.retried > 0) log.warn({ ...result }, 'email pass: some will be retried');
      })
      .catch((error: unknown) => log.error({ err: error }, 'email pass failed'))
      .finally(() => {
        inFlight = undefined;
        schedule(full ? 0 : settings.pollMs);
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
