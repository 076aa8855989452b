import type { BusinessPackage } from 'shared/contracts';
import { formatPence } from 'shared/ui';
import styled from 'styled-components';
import { ageRangeText } from '../utils/age-range-text.ts';
import { formatDuration } from '../utils/format-duration.ts';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: 0 0 4px;
  }
`;

const Price = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.text} !important;
`;

/** What the business offers, each with the price the family pays for it, all in. */
export function PackageList({ packages }: { packages: BusinessPackage[] }) {
  return (
    <section aria-labelledby="packages-heading">
      <h2 id="packages-heading">Packages</h2>
      <List>
        {packages.map((item) => (
          <li key={item.id} aria-label={item.name}>
            <h3>{item.name}</h3>
            <Price>From {formatPence(item.priceFromPence)}, all in (VAT and any fees included)</Price>
            <p>
              {[
                formatDuration(item.durationMinutes),
                item.maxChildren ? `up to ${item.maxChildren} children` : null,
                item.ageRange ? ageRangeText(item.ageRange).toLowerCase() : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {item.description && <p>{item.description}</p>}
          </li>
        ))}
      </List>
    </section>
  );
}
