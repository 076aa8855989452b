/** The notifications an event's changes send to businesses, in the transaction of the change. */
import type { Tx } from '../common/index.ts';
import { insertNotification } from '../notifications/index.ts';

export async function tellBusinessOfEvent(
  tx: Tx,
  business: { ownerUid: string },
  eventId: string,
  content: string,
): Promise<void> {
  await insertNotification(tx, {
    recipientUid: business.ownerUid,
    recipientType: 'Business',
    entityType: 'Event',
    relatedEntity: { _id: eventId },
    content,
  });
}
