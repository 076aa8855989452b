import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const AgendaView = lazy(async () => ({
  default: (await import('../features/agenda/components/agenda-view.tsx')).AgendaView,
}));

export function AgendaScreen() {
  const { businessId } = useParams();
  return (
    <SignedInOnly title="My Agenda" {...SIGN_IN_WORDS}>
      <Page title="My Agenda">
        <AgendaView businessId={businessId ?? null} />
      </Page>
    </SignedInOnly>
  );
}
