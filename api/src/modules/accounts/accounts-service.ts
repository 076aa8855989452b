/** The accounts module: profile, email settings, the data download and closing the account. */
import type { Database } from '../../db/database.ts';
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion.ts';
import { createAccountExport } from './account-export.ts';
import { createEmailPreferences, type EmailSettingsByKind } from './email-preferences.ts';
import { createProfiles, type ProfileChange } from './profile.ts';

export interface Caller {
  uid: string;
  email: string;
}

export function createAccountsModule(db: Database, deleteSignIn: AccountDeletionDeps['deleteSignIn']) {
  const profiles = createProfiles(db);
  const preferences = createEmailPreferences(db);
  const dataExport = createAccountExport(db, profiles, preferences);
  const deletion = createAccountDeletion({ db, deleteSignIn });

  async function view(caller: Caller) {
    const [profile, emailSettings] = await Promise.all([profiles.get(caller), preferences.get(caller.uid)]);
    return { uid: caller.uid, email: caller.email.toLowerCase(), ...profile, emailSettings };
  }

  return {
    view,
    async update(caller: Caller, change: ProfileChange) {
      await profiles.update(caller, change);
      return view(caller);
    },
    setEmailSettings: (caller: Caller, settings: EmailSettingsByKind) => preferences.set(caller.uid, settings),
    exportData: (caller: Caller) => dataExport.build(caller),
    close: (caller: Caller, confirmEmail: string) => deletion.close(caller, confirmEmail),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
