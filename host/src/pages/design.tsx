import { Page } from 'shared/ui';
import { PartyPlanner } from '../features/party-planner/components/party-planner.tsx';

export default function DesignPage() {
  return (
    <Page title="Plan your party">
      <p>Answer a few quick questions and we will make you a checklist, with local businesses free on the day.</p>
      <PartyPlanner />
    </Page>
  );
}
