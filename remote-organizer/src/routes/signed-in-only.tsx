import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { InlineSpinner, Page } from 'shared/ui';

/** Where a visitor signs in before coming back to `next`. */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Renders `children` for a signed-in user with a verified email. A visitor sees the screen's
 * `title` and a link to sign in that brings them back here.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const ready = useAppStore((state) => state.authReady);
  const user = useAppStore((state) => state.user);
  const location = useLocation();
  if (ready && user?.emailVerified) return <>{children}</>;
  return (
    <Page title={title}>
      {!ready && <InlineSpinner />}
      {ready && !user && (
        <p>
          Your events and bookings are kept under your account.{' '}
          <Link to={signInPath(`${location.pathname}${location.search}`)}>Log in to continue</Link>
        </p>
      )}
      {ready && user && !user.emailVerified && (
        <p role="alert">Please verify your email address first: we sent you a link.</p>
      )}
    </Page>
  );
}
