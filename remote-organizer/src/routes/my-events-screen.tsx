import { lazyNamed } from 'shared/ui';
import { SignedInOnly } from './signed-in-only.tsx';

const MyEvents = lazyNamed(() => import('../features/events/components/my-events.tsx'), 'MyEvents');

export function MyEventsScreen() {
  return (
    <SignedInOnly title="My Events">
      <MyEvents />
    </SignedInOnly>
  );
}
