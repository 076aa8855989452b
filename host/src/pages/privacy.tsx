import { Page } from 'shared/ui';

export default function PrivacyPage() {
  return (
    <Page title="Privacy Policy">
      <p>
        This policy explains what personal data we hold, why we hold it, how long we keep it and the choices you have,
        including how cookies and analytics are used only with your consent.
      </p>
    </Page>
  );
}
