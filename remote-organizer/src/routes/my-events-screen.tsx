import { lazy } from 'react';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const MyEvents = lazy(async () => ({
  default: (await import('../features/events/components/my-events.tsx')).MyEvents,
}));

export function MyEventsScreen() {
  return (
    <SignedInOnly title="My Events" {...SIGN_IN_WORDS}>
      <MyEvents />
    </SignedInOnly>
  );
}
