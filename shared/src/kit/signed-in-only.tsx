import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { InlineSpinner, Page } from 'shared/ui';

/** Where a visitor signs in before coming back to `next` (`/login?next=`). */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

type SignedInOnlyProps = {
  /** The screen's title, shown to everyone. */
  title: string;
  /** Why a visitor signs in: "Your businesses are kept under your account." */
  keptHere: string;
  /** What a user with an unverified email is told. */
  verifyFirst?: string;
  children: ReactNode;
};

/**
 * Renders `children` for a signed-in user with a verified email. Anyone else sees the screen's
 * `title` and what to do first: a visitor logs in and is brought back here. `children` may be
 * lazy: until they load, the screen shows its title and a spinner, as while the session is unknown.
 */
export function SignedInOnly({
  title,
  keptHere,
  verifyFirst = 'Please verify your email address first: we sent you a link.',
  children,
}: SignedInOnlyProps) {
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
          {keptHere} <Link to={signInPath(`${location.pathname}${location.search}`)}>Log in to continue</Link>
        </p>
      )}
      {user && !user.emailVerified && <p role="alert">{verifyFirst}</p>}
    </Page>
  );
}
