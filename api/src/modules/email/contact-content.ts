/** What a contact-form row of the outbox keeps in `content`: the sender's name, topic and message, as JSON. */
export interface ContactContent {
  name: string;
  topic: string;
  message: string;
}

export function writeContactContent(content: ContactContent): string {
  return JSON.stringify({ name: content.name, topic: content.topic, message: content.message });
}

export function readContactContent(text: string): ContactContent {
  const parsed = JSON.parse(text) as Partial<ContactContent>;
  if (typeof parsed.name !== 'string' || typeof parsed.topic !== 'string' || typeof parsed.message !== 'string')
    throw new Error('a contact-form row of the outbox lacks its name, topic or message');
  return { name: parsed.name, topic: parsed.topic, message: parsed.message };
}
