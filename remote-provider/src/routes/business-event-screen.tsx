import { lazy } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { ORGANIZER_PATHS } from 'shared/contracts';
import { SignedInOnly } from 'shared/kit';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BusinessEventView = lazy(async () => ({
  default: (await import('../features/bookings/components/business-event-view.tsx')).BusinessEventView,
}));

/** `/event/{id}` for a business: the organizer's page group owns the path and mounts this for one. */
export function BusinessEventScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Event Details" {...SIGN_IN_WORDS}>
      <BusinessEventView key={id} eventId={id} notFound={<NotFound />} />
    </SignedInOnly>
  );
}

/** The `./BusinessEvent` parcel's root: its one screen, at the event's path. */
export function BusinessEventRoutes() {
  return (
    <Routes>
      <Route path={ORGANIZER_PATHS.event} element={<BusinessEventScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
