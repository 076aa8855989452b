import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { InlineSpinner, Page } from 'shared/ui';

/** Where a visitor signs in before coming back to `next`. */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Renders `children` for a signed-in user with a verified email. A visitor sees the screen's
 * `title` and a link to sign in that brings them back here. `children` may be lazy: until they
 * load, the screen shows its title and a spinner, as it does while the session is unknown.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const ready = useAppStore((state) => state.authReady);
  const user = useAppStore((state) => state.user);
  const location = useLocation();
  const loading = (
    <Page title={title}>
      <InlineSpinner />
    </Page>
  );
  if (ready && user?.emailVerified) return <Suspense fallback={loading}>{children}</Suspense>;
  if (!ready) return loading;
  return (
    <Page title={title}>
      {!user && (
        <p>
          Your events and bookings are kept under your account.{' '}
          <Link to={signInPath(`${location.pathname}${location.search}`)}>Log in to continue</Link>
        </p>
      )}
      {user && !user.emailVerified && <p role="alert">Please verify your email address first: we sent you a link.</p>}
    </Page>
  );
}
