import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type BusinessCard, type Category, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { FormError, InlineSpinner, formatPence, ratingText } from 'shared/ui';
import { serviceQuery } from '../api/find-service-matches.ts';
import type { PartyPlan } from '../check-answers.ts';
import { useServiceMatches, type ServiceMatches } from '../hooks/use-service-matches.ts';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  > li {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    padding: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.15rem;
  }
  h3 label {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
  }
  h3 input {
    width: 20px;
    height: 20px;
  }
`;

const Matches = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function Match({ business }: { business: BusinessCard }) {
  const where = business.baseTown ? `${business.baseTown} · ` : '';
  return (
    <li>
      <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug })}>{business.name}</Link>{' '}
      <span>
        {where}
        {ratingText(business.rating)} · From {formatPence(business.priceFromPence)}
      </span>
    </li>
  );
}

function ServiceMatchList({
  plan,
  service,
  matches,
}: {
  plan: PartyPlan;
  service: Category;
  matches?: ServiceMatches;
}) {
  if (!matches || matches.status === 'loading') return <InlineSpinner label={`Finding ${service}…`} />;
  if (matches.status === 'error') return <FormError>{matches.message}</FormError>;
  const results = `/results?${serviceQuery(plan, service).toString()}`;
  if (matches.items.length === 0)
    return (
      <p>
        No {service} free for that date and place yet. Try a neighbouring district or another date, or{' '}
        <Link to={`/results?category=${encodeURIComponent(service)}`}>see every business in {service}</Link>.
      </p>
    );
  return (
    <>
      <Matches aria-label={`Suggested for ${service}`}>
        {matches.items.map((business) => (
          <Match key={business.id} business={business} />
        ))}
      </Matches>
      {matches.more && <Link to={results}>More {service} for your party</Link>}
    </>
  );
}

type ServiceChecklistProps = { plan: PartyPlan; sorted: Category[]; onToggleSorted: (service: Category) => void };

/** The chosen services as a checklist to tick off, each with a few live businesses that fit the plan. */
export function ServiceChecklist({ plan, sorted, onToggleSorted }: ServiceChecklistProps) {
  const matches = useServiceMatches(plan);
  return (
    <Items aria-label="Your checklist">
      {plan.services.map((service) => (
        <li key={service}>
          <h3>
            <label>
              <input type="checkbox" checked={sorted.includes(service)} onChange={() => onToggleSorted(service)} />
              {service}
            </label>
          </h3>
          <ServiceMatchList plan={plan} service={service} matches={matches[service]} />
        </li>
      ))}
    </Items>
  );
}
