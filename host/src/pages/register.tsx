import { Page } from 'shared/ui';
import { AuthLinks } from '../features/auth/components/auth-links.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { useNextPath } from '../features/auth/hooks/use-next-path.ts';

export default function RegisterPage() {
  const next = useNextPath();
  return (
    <Page title="Create Your Account">
      <p>Join to plan children&apos;s events as an organizer, or to offer your services as a provider.</p>
      <RegisterForm />
      <AuthLinks to={['login']} next={next} />
    </Page>
  );
}
