import { MyEvents } from '../features/events/components/my-events.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

export function MyEventsScreen() {
  return (
    <SignedInOnly title="My Events">
      <MyEvents />
    </SignedInOnly>
  );
}
