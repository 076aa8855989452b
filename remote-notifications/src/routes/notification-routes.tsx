import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NOTIFICATION_PATHS } from 'shared/contracts';
import { SignedInOnly } from 'shared/kit';

const NotificationsPage = lazy(() =>
  import('../features/bell/components/notifications-page.tsx').then((module) => ({
    default: module.NotificationsPage,
  })),
);

/** The notifications remote's screens. Other paths render nothing: the host is about to unmount us. */
export function NotificationRoutes() {
  return (
    <Routes>
      <Route
        path={NOTIFICATION_PATHS.all}
        element={
          <SignedInOnly
            title="Notifications"
            keptHere="Your notifications are kept under your account."
            verifyFirst="Please verify your email address first: notifications start once it is verified."
          >
            <NotificationsPage />
          </SignedInOnly>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
