import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const EventContent = lazy(async () => ({ default: (await import('./event-content.tsx')).EventContent }));

export function EventScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Event Details" {...SIGN_IN_WORDS}>
      <EventContent eventId={id} />
    </SignedInOnly>
  );
}
