import { formatCalendarDate, type PublicBusiness } from 'shared/contracts';
import styled from 'styled-components';
import { ageRangeText } from '../utils/age-range-text.ts';

const Facts = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 4px;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

function setting(business: PublicBusiness): string | null {
  if (business.indoor && business.outdoor) return 'Indoors or outdoors';
  if (business.indoor) return 'Indoors';
  if (business.outdoor) return 'Outdoors';
  return null;
}

/** Where the business works, for whom, and the credentials an admin has checked and are in date. */
export function BusinessFacts({ business }: { business: PublicBusiness }) {
  const details = [
    business.ageRange ? ageRangeText(business.ageRange) : null,
    business.maxChildren ? `Up to ${business.maxChildren} children` : null,
    setting(business),
  ].filter((detail): detail is string => detail !== null);

  return (
    <Facts aria-label="About this business">
      <div>
        <h2>Areas covered</h2>
        <p>{business.areasCovered.join(', ')}</p>
        {business.baseTown && <p>Based in {business.baseTown}</p>}
      </div>
      {details.length > 0 && (
        <div>
          <h2>Who it suits</h2>
          <ul>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h2>Verified credentials</h2>
        {business.badges.length === 0 ? (
          <p>No verified credentials yet.</p>
        ) : (
          <ul aria-label="Verified credentials">
            {business.badges.map((badge) => (
              <li key={badge.type}>
                ✓ {badge.type}, checked by us and valid until {formatCalendarDate(badge.expiresOn)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Facts>
  );
}
