import type { CONTACT_TOPICS } from 'shared/contracts';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
