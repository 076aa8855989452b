import { useNavigate } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { InlineSpinner, PrimaryButton } from 'shared/ui';
import type { PartyPlan } from '../check-answers.ts';
import { EventDetailsForm } from './event-details-form.tsx';

/** Where sign-in brings a visitor back to: the planner, which kept their answers for the tab. */
export const SIGN_IN_AND_BACK = '/login?next=/design';

/**
 * "Save as event": a signed-in organizer adds the last details and saves a draft; a visitor
 * signs in first and comes back to the same plan.
 */
export function SaveAsEvent({ plan }: { plan: PartyPlan }) {
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const authReady = useAppStore((state) => state.authReady);

  if (user)
    return (
      <>
        <p>
          It is saved as a draft: no business hears of it until you publish it. We have suggested an afternoon slot;
          change anything here now, or later on the event&apos;s page.
        </p>
        <EventDetailsForm plan={plan} />
      </>
    );
  if (!authReady) return <InlineSpinner label="Checking whether you are signed in…" />;
  return (
    <>
      <p>Sign in to keep this plan as a draft event. Your answers will be here when you come back.</p>
      <PrimaryButton type="button" onClick={() => navigate(SIGN_IN_AND_BACK)}>
        Save as event
      </PrimaryButton>
    </>
  );
}
