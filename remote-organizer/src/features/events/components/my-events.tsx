import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type EventBody, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { Page, PrimaryButton } from 'shared/ui';
import { createEvent } from '../api/create-event.ts';
import { EventForm } from './event-form.tsx';
import { EventGroup } from './event-group.tsx';

/** The organizer's events (upcoming, past, drafts) with their bookings, and "Create event". */
export function MyEvents() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  const create = async (body: EventBody, publish: boolean) => {
    const event = await createEvent({ ...body, publish });
    void navigate(routePath(ORGANIZER_PATHS.event, { id: event.id }));
  };

  return (
    <Page title="My Events">
      <p>
        Every party you are planning, with the quotes you have asked for. Need ideas?{' '}
        <Link to="/directory">Browse our providers</Link>.
      </p>
      {creating ? (
        <section aria-labelledby="new-event-heading">
          <h2 id="new-event-heading">New event</h2>
          <EventForm onSubmit={create} onCancel={() => setCreating(false)} />
        </section>
      ) : (
        <PrimaryButton type="button" onClick={() => setCreating(true)}>
          Create event
        </PrimaryButton>
      )}
      <EventGroup when="upcoming" title="Upcoming" />
      <EventGroup when="past" title="Past" />
      <EventGroup when="drafts" title="Drafts" />
    </Page>
  );
}
