import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { InlineSpinner, Page } from 'shared/ui';
import { useSession } from '../hooks/use-session.ts';

/** Where a visitor signs in before coming back to `next` (`/login?next=`). */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Renders `children` for a signed-in user with a verified email. Anyone else sees the screen's
 * `title` and what to do first: a visitor logs in and is brought back here. `children` may be
 * lazy: until they load, the screen shows its title and a spinner, as while the session is unknown.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const { ready, user } = useSession();
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
          Your businesses are kept under your account.{' '}
          <Link to={signInPath(`${location.pathname}${location.search}`)}>Log in to continue</Link>
        </p>
      )}
      {user && !user.emailVerified && (
        <p role="alert">Please verify your email address before you list a business: we sent you a link.</p>
      )}
    </Page>
  );
}
