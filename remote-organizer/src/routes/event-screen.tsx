import { useParams } from 'react-router-dom';
import { lazyNamed } from 'shared/ui';
import { SignedInOnly } from './signed-in-only.tsx';

const EventContent = lazyNamed(() => import('./event-content.tsx'), 'EventContent');

export function EventScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Event Details">
      <EventContent eventId={id} />
    </SignedInOnly>
  );
}
