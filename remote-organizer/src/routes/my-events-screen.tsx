import { lazy } from 'react';
import { SignedInOnly } from './signed-in-only.tsx';

const MyEvents = lazy(async () => ({
  default: (await import('../features/events/components/my-events.tsx')).MyEvents,
}));

export function MyEventsScreen() {
  return (
    <SignedInOnly title="My Events">
      <MyEvents />
    </SignedInOnly>
  );
}
