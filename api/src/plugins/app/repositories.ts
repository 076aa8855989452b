/** Domain modules on the instance, so routes and other plugins reach data only through them. */
import fp from 'fastify-plugin';
import { createMailingListRepository } from '../../modules/mailing-list/mailing-list-repository.ts';
import { createNotificationsModule } from '../../modules/notifications/notifications-service.ts';

export default fp(
  async (fastify) => {
    const notifications = createNotificationsModule(fastify.db);
    fastify.decorate('notifications', notifications);
    fastify.decorate('mailingListRepository', createMailingListRepository(fastify.db));
    // onClose hooks run last-registered first, so the LISTEN stops before the database closes under it;
    // not preClose, which would keep the server accepting while it waits on the database.
    fastify.addHook('onClose', async () => notifications.events.close());
  },
  { name: 'repositories', dependencies: ['database'] },
);
