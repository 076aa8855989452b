import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { InlineSpinner } from 'shared/ui';
import { useSession } from '../hooks/use-session.ts';

/** Sends a visitor to sign in first, and back here afterwards (`/login?next=`). */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Renders `children` for a signed-in user with a verified email; a visitor is sent to sign in
 * and returned here afterwards.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { ready, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (ready && !user) navigate(signInPath(here), { replace: true });
  }, [ready, user, here, navigate]);

  if (!ready || !user) return <InlineSpinner />;
  if (!user.emailVerified) {
    return <p role="alert">Please verify your email address before you list a business: we sent you a link.</p>;
  }
  return <>{children}</>;
}
