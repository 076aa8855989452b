/**
 * A message to the ops team, written as a row of `ops_notifications` in the transaction of what it
 * reports: whatever sends email later reads the unsent rows (sent_at null), mails each to its
 * recipients and sets sent_at. Until then the row and the log line are the record.
 */
import { sql } from 'drizzle-orm';
import type { Runner } from './telemetry-repository.ts';

export type OpsNotification = {
  kind: 'canary-aborted';
  recipients: string[];
  subject: string;
  body: string;
  details: Record<string, unknown>;
};

export async function writeOpsNotification(tx: Runner, at: Date, notification: OpsNotification): Promise<void> {
  const { kind, recipients, subject, body, details } = notification;
  await tx.execute(sql`
    INSERT INTO ops_notifications (created_at, kind, recipients, subject, body, details)
    VALUES (${at.toISOString()}, ${kind}, ${`{${recipients.map((r) => `"${r}"`).join(',')}}`}::text[], ${subject.slice(0, 200)},
            ${body.slice(0, 10_000)}, ${JSON.stringify(details)}::jsonb)`);
}
