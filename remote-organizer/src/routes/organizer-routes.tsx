import { Route, Routes } from 'react-router-dom';
import { ORGANIZER_PATHS } from 'shared/contracts';
import { AccountScreen } from './account-screen.tsx';
import { BookingScreen } from './booking-screen.tsx';
import { BusinessScreen } from './business-screen.tsx';
import { DirectoryScreen } from './directory-screen.tsx';
import { EventScreen } from './event-screen.tsx';
import { MyEventsScreen } from './my-events-screen.tsx';

/** The organizer's screens. Other paths render nothing: the host is about to unmount us. */
export function OrganizerRoutes() {
  return (
    <Routes>
      <Route path={ORGANIZER_PATHS.account} element={<AccountScreen />} />
      <Route path={ORGANIZER_PATHS.myEvents} element={<MyEventsScreen />} />
      <Route path={ORGANIZER_PATHS.event} element={<EventScreen />} />
      <Route path={ORGANIZER_PATHS.booking} element={<BookingScreen />} />
      <Route path={ORGANIZER_PATHS.directory} element={<DirectoryScreen />} />
      <Route path={ORGANIZER_PATHS.businessPage} element={<BusinessScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
