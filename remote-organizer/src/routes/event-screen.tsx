import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { SignedInOnly } from './signed-in-only.tsx';

const EventContent = lazy(async () => ({ default: (await import('./event-content.tsx')).EventContent }));

export function EventScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Event Details">
      <EventContent eventId={id} />
    </SignedInOnly>
  );
}
