import { Page } from 'shared/ui';
import { AuthLinks } from '../features/auth/components/auth-links.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { useNextPath } from '../features/auth/hooks/use-next-path.ts';

export default function ForgotPasswordPage() {
  const next = useNextPath();
  return (
    <Page title="Reset Your Password">
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <AuthLinks to={['login', 'register']} next={next} />
    </Page>
  );
}
