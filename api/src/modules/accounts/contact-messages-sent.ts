/**
 * The contact-form messages a person sent to support, for "Download my data". They live in the
 * email outbox as rows addressed to support (kind `contact`, migration 0015), so they are found
 * by the sender's address, kept normalised as the row's Reply-To, not by the recipient.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema.ts';
import { readContactContent } from '../email/index.ts';

export async function contactMessagesSentBy(db: Database, email: string) {
  const rows = await db.orm
    .select({
      content: emailOutbox.content,
      replyTo: emailOutbox.replyTo,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'contact'), eq(emailOutbox.replyTo, email)))
    .orderBy(desc(emailOutbox.createdAt));
  return rows.map(({ content, replyTo, status, createdAt, sentAt }) => {
    const { name, topic, message } = readContactContent(content);
    return {
      name,
      email: replyTo ?? email,
      topic,
      message,
      status,
      createdAt: createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? null,
    };
  });
}
