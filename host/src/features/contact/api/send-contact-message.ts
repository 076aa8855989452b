import { apiCall } from 'shared/kit';
import type { ContactTopic } from './contact-topic.ts';

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The honeypot: people never see it, so it is sent only when something filled it in. */
  website?: string;
}

/** Sends a message to support: anyone may, so the call carries no credentials. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiCall('post', '/api/public/contact', { body: message, auth: false });
}
