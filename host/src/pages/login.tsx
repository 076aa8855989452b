import { useAppStore } from 'shared/store';
import { Page } from 'shared/ui';
import { AuthLinks } from '../features/auth/components/auth-links.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SignedInPanel } from '../features/auth/components/signed-in-panel.tsx';
import { useNextPath } from '../features/auth/hooks/use-next-path.ts';

export default function LoginPage() {
  const next = useNextPath();
  const user = useAppStore((state) => state.user);
  return (
    <Page title="Log In">
      {user ? (
        <SignedInPanel user={user} next={next} />
      ) : (
        <>
          <p>Sign in to manage your events, quotes and bookings.</p>
          <LoginForm next={next} />
          <AuthLinks to={['forgot-password', 'register']} next={next} />
        </>
      )}
    </Page>
  );
}
