import { useEffect, useState } from 'react';
import { authService } from 'shared/auth';
import type { Account } from 'shared/contracts';
import { FormError, InlineSpinner, Page, SecondaryButton } from 'shared/ui';
import { getAccount } from '../api/account-api.ts';
import { messageOf } from './account-rules.ts';
import { DeleteAccount } from './delete-account.tsx';
import { DownloadData } from './download-data.tsx';
import { EmailSettingsForm } from './email-settings-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const TITLE = 'My Account';

/** `/account`: profile, notification settings, the data download, deleting the account, sign-out. */
export function AccountPage({ onDeleted }: { onDeleted: () => void }) {
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getAccount().then(
      (loaded) => current && setAccount(loaded),
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error) {
    return (
      <Page title={TITLE}>
        <FormError>{error}</FormError>
      </Page>
    );
  }
  if (!account) {
    return (
      <Page title={TITLE}>
        <InlineSpinner />
      </Page>
    );
  }
  return (
    <Page title={TITLE}>
      <section aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <p>Signed in as {account.email}.</p>
        <ProfileForm account={account} onSaved={setAccount} />
      </section>
      <section aria-labelledby="account-notifications">
        <h2 id="account-notifications">Notification settings</h2>
        <EmailSettingsForm initial={account.emailSettings} />
      </section>
      <section aria-labelledby="account-data">
        <h2 id="account-data">Your data</h2>
        <DownloadData />
      </section>
      <section aria-labelledby="account-delete">
        <h2 id="account-delete">Delete my account</h2>
        <DeleteAccount email={account.email} onDeleted={onDeleted} />
      </section>
      <section aria-labelledby="account-sign-out">
        <h2 id="account-sign-out">Sign out</h2>
        <SecondaryButton type="button" onClick={() => void authService().signOut()}>
          Sign out
        </SecondaryButton>
      </section>
    </Page>
  );
}
