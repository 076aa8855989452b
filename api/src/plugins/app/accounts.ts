/**
 * The accounts module on the instance, with the Firebase Admin SDK that deletes a closed account's
 * sign-in (the Auth Emulator in development and test). Every instance listens for closed accounts,
 * so a token of one is refused everywhere at once, not when its cached verification lapses.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import fp from 'fastify-plugin';
import { ACCOUNT_CLOSED_CHANNEL } from '../../modules/accounts/account-deletion.ts';
import { type AccountsModule, createAccountsModule } from '../../modules/accounts/accounts-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsModule;
  }
}

let appCounter = 0;

export default fp(
  async (fastify) => {
    const admin = initializeApp({ projectId: fastify.config.firebase.projectId }, `accounts-${++appCounter}`);
    const auth = getAuth(admin);
    const deleteSignIn = async (uid: string) => {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      }
    };
    fastify.decorate('accounts', createAccountsModule(fastify.db, deleteSignIn));

    let unlisten: (() => Promise<void>) | undefined;
    // Once serving: an instance that never listens (the contract build, inject-only tests) needs no link.
    fastify.addHook('onListen', async () => {
      unlisten = await fastify.db.listen(ACCOUNT_CLOSED_CHANNEL, (uid) => fastify.forgetTokensOf(uid));
    });
    // onClose, not preClose: unlistening waits on the database, and the server stops accepting first.
    fastify.addHook('onClose', async () => {
      await unlisten?.();
      await deleteApp(admin);
    });
  },
  { name: 'accounts', dependencies: ['database', 'authentication'] },
);
