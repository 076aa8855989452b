import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCalendarMonth, ORGANIZER_PATHS, routePath, type SharedEvent } from 'shared/contracts';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * One shared event: what it was, when and roughly where, and the businesses that made it. Never its
 * title, which often names a child: the share box promises no personal details.
 */
export function SharedEventCard({ event }: { event: SharedEvent }) {
  const heading = `shared-${event.id}`;
  const when = `shared-${event.id}-when`;
  return (
    <Card aria-labelledby={`${heading} ${when}`}>
      <h2 id={heading} tabIndex={-1}>
        {event.type}
      </h2>
      <p id={when}>
        {formatCalendarMonth(event.month)} · {event.area} area
      </p>
      {event.businesses.length > 0 && (
        <>
          <p>Made with</p>
          <ul aria-label="Businesses that made it">
            {event.businesses.map((business) => (
              <li key={business.id}>
                <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug })}>
                  {business.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
