/**
 * A contact-form message as the email support receives: who wrote, about what, and their words,
 * in a text and an HTML part; Reply-To is the sender, so answering it reaches them. No
 * unsubscribe: support asked for these.
 */
import { type ComposedEmail, escapeHtml, SITE_NAME } from './compose-email.ts';
import { readContactContent } from './contact-content.ts';
import type { ClaimedEmail } from './outbox-repository.ts';

export function composeContactEmail(
  email: Pick<ClaimedEmail, 'id' | 'content' | 'replyTo'> & { recipientEmail: string },
  context: { linkOrigin: string; fromAddress: string },
): ComposedEmail {
  const { name, topic, message } = readContactContent(email.content);
  const address = email.replyTo ?? '';
  const subject = `Contact form: ${topic} (from ${name.length > 80 ? `${name.slice(0, 77)}…` : name})`;
  const text = [
    `A message from the contact form on ${SITE_NAME}.`,
    '',
    `Name: ${name}`,
    `Email: ${address}`,
    `Topic: ${topic}`,
    '',
    message,
    '',
    '--',
    `Reply to this email to answer ${name}.`,
    '',
  ].join('\n');
  const paragraphs = message
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933;">
<p>A message from the contact form on ${SITE_NAME}.</p>
<p><strong>Name:</strong> ${escapeHtml(name)}<br>
<strong>Email:</strong> ${escapeHtml(address)}<br>
<strong>Topic:</strong> ${escapeHtml(topic)}</p>
${paragraphs}
<hr>
<p style="font-size: 13px; color: #52606d;">Reply to this email to answer ${escapeHtml(name)}.</p>
</body>
</html>
`;
  return {
    from: { name: `${SITE_NAME} contact form`, address: context.fromAddress },
    to: email.recipientEmail,
    replyTo: { name, address },
    subject,
    text,
    html,
    messageId: `<${email.id}@${new URL(context.linkOrigin).hostname}>`,
    headers: { 'X-KidsEvents-Contact': email.id },
  };
}
