import { Link } from 'react-router-dom';
import { ORGANIZER_PATHS, type OwnerBusinessSummary, PROVIDER_PATHS, routePath } from 'shared/contracts';
import styled from 'styled-components';
import { CompletenessNote } from './completeness-note.tsx';
import { STATUS_LABELS } from './status-label.ts';

const Card = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  gap: 4px;
  h3 {
    margin: 0;
  }
`;

const Status = styled.span<{ $status: string }>`
  justify-self: start;
  font-size: 0.85rem;
  font-weight: 700;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $status }) => ($status === 'live' ? theme.color.primary : theme.color.border)};
`;

/** One of the owner's businesses: its status, what is missing, and the way into its editor. */
export function BusinessSummaryCard({ business }: { business: OwnerBusinessSummary }) {
  return (
    <Card aria-labelledby={`business-${business.id}`}>
      <h3 id={`business-${business.id}`}>{business.name}</h3>
      <Status $status={business.status}>Status: {STATUS_LABELS[business.status]}</Status>
      <span>{business.categories.join(', ')}</span>
      <CompletenessNote completeness={business.completeness} />
      <Link to={routePath(PROVIDER_PATHS.businessForm, { id: business.id, form: 'details' })}>
        Edit {business.name}
      </Link>
      {business.status === 'live' && (
        <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug })}>
          See {business.name}&apos;s page
        </Link>
      )}
    </Card>
  );
}

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
`;
