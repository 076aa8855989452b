import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Category } from 'shared/contracts';
import { resultsPath } from '../search-filters.ts';

/** What families ask for most, first; the rest of the list is a search away. */
export const POPULAR_CATEGORIES: readonly Category[] = [
  'Entertainers',
  'Magicians',
  'Bouncy Castles & Inflatables',
  'Face Painting',
  'Soft Play',
  'Venues',
  'Catering & Cakes',
  'Science & Animal Parties',
];

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 10px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export function PopularCategories() {
  return (
    <section aria-labelledby="popular-categories">
      <h2 id="popular-categories">Popular categories</h2>
      <List>
        {POPULAR_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={resultsPath({ category })}>{category}</Link>
          </li>
        ))}
      </List>
    </section>
  );
}
