/**
 * One email from one notification, or from several messages of one thread: plain British
 * English in a text and an HTML part, the sender's display name, a link to the item (where Go to
 * Item lands, marketplace.md section 5) and a one-click unsubscribe for its kind (RFC 8058).
 */
import { type EmailKind, KIND_LABELS } from './email-kinds.ts';
import type { ClaimedEmail } from './outbox-repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const SITE_NAME = 'KidsEvents';

export interface ComposeContext {
  linkOrigin: string;
  linkKey: Buffer;
  fromAddress: string;
  /** Who the notification is from: the business or the organizer's display name. */
  senderName: string | undefined;
}

export interface ComposedEmail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  /** A contact-form message's sender, so support's reply goes to them. */
  replyTo?: { name: string; address: string };
}

/** The page Go to Item opens for this notification. */
export function itemPath(
  email: Pick<ClaimedEmail, 'recipientType' | 'entityType' | 'relatedEntityId' | 'relatedBookingId'>,
): string {
  if (email.entityType === 'Event') return `/event/${email.relatedEntityId}`;
  const bookingId = email.entityType === 'Quote' ? email.relatedBookingId! : email.relatedEntityId;
  return email.recipientType === 'Business' ? `/quote/${bookingId}` : `/booking/${bookingId}`;
}

/** The one-click link that turns `kind` off for the account `uid`, whatever its address is by then. */
export function unsubscribeUrl(
  context: Pick<ComposeContext, 'linkOrigin' | 'linkKey'>,
  uid: string,
  kind: EmailKind,
): string {
  return `${context.linkOrigin}/api/email/unsubscribe/${unsubscribeToken(context.linkKey, uid, kind)}`;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function subjectOf(items: ClaimedEmail[], senderName: string | undefined): string {
  if (items.length > 1) return `${items.length} new messages${senderName ? ` from ${senderName}` : ''}`;
  const content = items[0]!.content.replace(/\.$/, '');
  return content.length > 150 ? `${content.slice(0, 147)}…` : content;
}

/**
 * `items` share a recipient and kind (several only for one thread's messages), oldest first; `to`
 * is the recipient account's address as it is now.
 */
export function composeEmail(items: ClaimedEmail[], to: string, context: ComposeContext): ComposedEmail {
  const first = items[0];
  if (!first) throw new Error('composeEmail needs at least one notification');
  if (first.kind === 'contact') throw new Error('a contact-form message is composed by composeContactEmail');
  if (first.recipientUid === null) throw new Error("a notification's email names its recipient's account");
  const link = `${context.linkOrigin}${itemPath(first)}`;
  const unsubscribe = unsubscribeUrl(context, first.recipientUid, first.kind);
  const settings = `${context.linkOrigin}/account`;
  const label = KIND_LABELS[first.kind];
  const lines = items.map((item) => item.content);

  const text = [
    'Hello,',
    '',
    ...(lines.length > 1 ? lines.map((line) => `- ${line}`) : lines),
    '',
    `See it on ${SITE_NAME}: ${link}`,
    '',
    '--',
    `You are receiving this because emails about ${label} are on in your ${SITE_NAME} account.`,
    `Stop emails about ${label}: ${unsubscribe}`,
    `Choose what we email you: ${settings}`,
    '',
  ].join('\n');

  const body =
    lines.length > 1
      ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(lines[0]!)}</p>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subjectOf(items, context.senderName))}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933;">
<p>Hello,</p>
${body}
<p><a href="${escapeHtml(link)}">See it on ${SITE_NAME}</a></p>
<hr>
<p style="font-size: 13px; color: #52606d;">You are receiving this because emails about ${escapeHtml(label)} are on in your ${SITE_NAME} account.
<a href="${escapeHtml(unsubscribe)}">Stop emails about ${escapeHtml(label)}</a> or <a href="${escapeHtml(settings)}">choose what we email you</a>.</p>
</body>
</html>
`;

  return {
    from: {
      name: context.senderName ? `${context.senderName} via ${SITE_NAME}` : SITE_NAME,
      address: context.fromAddress,
    },
    to,
    subject: subjectOf(items, context.senderName),
    text,
    html,
    // Stable for this email: were it ever sent twice (a worker dying between the server's
    // acceptance and recording it), the receiving side can tell the copies apart from new mail.
    messageId: `<${first.id}@${new URL(context.linkOrigin).hostname}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-KidsEvents-Notifications': items.map((item) => item.notificationId).join(','),
    },
  };
}
