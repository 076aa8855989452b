import { Page } from 'shared/ui';

export default function ForgotPasswordPage() {
  return (
    <Page title="Reset Your Password">
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
    </Page>
  );
}
