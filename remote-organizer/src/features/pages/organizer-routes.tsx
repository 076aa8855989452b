import { Route, Routes } from 'react-router-dom';
import { ORGANIZER_PATHS } from 'shared/contracts';
import { AccountPage } from './account-page.tsx';
import { BookingPage } from './booking-page.tsx';
import { BusinessPage } from './business-page.tsx';
import { DirectoryPage } from './directory-page.tsx';
import { EventPage } from './event-page.tsx';
import { MyEventsPage } from './my-events-page.tsx';

/** The organizer's screens. Other paths render nothing: the host is about to unmount us. */
export function OrganizerRoutes() {
  return (
    <Routes>
      <Route path={ORGANIZER_PATHS.account} element={<AccountPage />} />
      <Route path={ORGANIZER_PATHS.myEvents} element={<MyEventsPage />} />
      <Route path={ORGANIZER_PATHS.event} element={<EventPage />} />
      <Route path={ORGANIZER_PATHS.booking} element={<BookingPage />} />
      <Route path={ORGANIZER_PATHS.directory} element={<DirectoryPage />} />
      <Route path={ORGANIZER_PATHS.businessPage} element={<BusinessPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
