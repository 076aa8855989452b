import { lazy, Suspense } from 'react';
import { useAppStore } from 'shared/store';

const VerifyEmailNotice = lazy(() =>
  import(/* webpackChunkName: "verify-email" */ './verify-email-notice.tsx').then(({ VerifyEmailNotice }) => ({
    default: VerifyEmailNotice,
  })),
);

/**
 * The notice, with its actions and sign-in's error wording, is fetched only for a signed-in user
 * whose email is unverified: every other page view would carry it in `main.js` for nothing.
 */
export function VerifyEmailGate() {
  const user = useAppStore((state) => state.user);
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice />
    </Suspense>
  );
}
