import { Link } from 'react-router-dom';
import { ORGANIZER_PATHS, type OwnerBusiness, routePath } from 'shared/contracts';
import { FormError, PrimaryButton, SecondaryButton, useAsyncAction } from 'shared/ui';
import styled from 'styled-components';
import { pauseBusiness } from '../api/pause-business.ts';
import { publishBusiness } from '../api/publish-business.ts';
import { CompletenessNote } from './completeness-note.tsx';
import { STATUS_LABELS } from './status-label.ts';
import { errorMessage } from 'shared/kit';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** The business's status and the one transition it can take now: Publish when complete, or Pause. */
export function PublishBar({ business, onSaved }: { business: OwnerBusiness; onSaved: (b: OwnerBusiness) => void }) {
  const { busy, error, run } = useAsyncAction(errorMessage);
  const live = business.status === 'live';
  return (
    <Bar aria-label="Publishing">
      <strong>Status: {STATUS_LABELS[business.status]}</strong>
      {live ? (
        <>
          <SecondaryButton
            type="button"
            disabled={busy}
            onClick={() => void run(async () => onSaved(await pauseBusiness(business.id)))}
          >
            Pause
          </SecondaryButton>
          <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug })}>
            See your page as families do
          </Link>
        </>
      ) : (
        <>
          <PrimaryButton
            type="button"
            disabled={busy || !business.completeness.complete}
            aria-describedby="publish-readiness"
            onClick={() => void run(async () => onSaved(await publishBusiness(business.id)))}
          >
            Publish
          </PrimaryButton>
          <CompletenessNote id="publish-readiness" completeness={business.completeness} />
        </>
      )}
      <FormError>{error}</FormError>
    </Bar>
  );
}
