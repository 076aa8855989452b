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

/** One shared event: what it was, when and roughly where, and the businesses that made it. */
export function SharedEventCard({ event }: { event: SharedEvent }) {
  return (
    <Card aria-labelledby={`shared-${event.id}`}>
      <h2 id={`shared-${event.id}`} tabIndex={-1}>
        {event.title}
      </h2>
      <p>
        {event.type} · {formatCalendarMonth(event.month)} · {event.area} area
      </p>
      {event.businesses.length > 0 && (
        <>
          <p>Made with</p>
          <ul aria-label={`Businesses that made ${event.title}`}>
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
