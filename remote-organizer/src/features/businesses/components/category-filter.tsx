import type { Category } from 'shared/contracts';
import { CATEGORIES } from 'shared/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

function hrefOf(category: Category | null): string {
  return category ? `/directory?${new URLSearchParams({ category })}` : '/directory';
}

/** The categories as links (`?category=` in the address), so a filtered directory can be shared. */
export function CategoryFilter({ current }: { current: Category | null }) {
  const choices: (Category | null)[] = [null, ...CATEGORIES];
  return (
    <nav aria-label="Categories">
      <Chips>
        {choices.map((category) => (
          <li key={category ?? 'all'}>
            <Link to={hrefOf(category)} aria-current={category === current ? 'page' : undefined}>
              {category ?? 'All categories'}
            </Link>
          </li>
        ))}
      </Chips>
    </nav>
  );
}
