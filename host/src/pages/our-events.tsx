import { Page } from 'shared/ui';
import { SharedEventList } from '../features/shared-events/components/shared-event-list.tsx';

export default function OurEventsPage() {
  return (
    <Page title="Our Events">
      <p>
        Birthday parties, christenings and school fairs that families organised here, and the businesses that made them.
      </p>
      <SharedEventList />
    </Page>
  );
}
