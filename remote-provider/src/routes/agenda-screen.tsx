import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const AgendaView = lazy(async () => ({
  default: (await import('../features/agenda/components/agenda-view.tsx')).AgendaView,
}));

export function AgendaScreen() {
  const { businessId } = useParams();
  return (
    <SignedInOnly title="My Agenda">
      <Page title="My Agenda">
        <AgendaView businessId={businessId ?? null} />
      </Page>
    </SignedInOnly>
  );
}
