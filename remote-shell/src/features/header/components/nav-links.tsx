import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'How It Works?', to: '/howitworks' },
  { label: 'Our Events', to: '/ourevents' },
  { label: 'Our Providers', to: '/directory' },
  { label: 'About Us', to: '/about' },
] as const;

/**
 * In the header's row the links never wrap (the row's height is fixed): the navigation takes
 * the width left beside the actions, never pushes them onto a new line, and scrolls sideways.
 */
const Nav = styled.nav<{ $column: boolean }>`
  ${({ $column }) =>
    !$column &&
    css`
      flex: 1 1 0;
      min-width: 0;
      overflow-x: auto;
      /* Room for the active link's underline and focus ring inside the scrolling box. */
      padding-block: 4px;
    `}
`;

const List = styled.ul<{ $column: boolean }>`
  display: flex;
  flex-direction: ${({ $column }) => ($column ? 'column' : 'row')};
  flex-wrap: nowrap;
  white-space: nowrap;
  gap: ${({ theme, $column }) => theme.space($column ? 1 : 2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 4px 0;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a.active {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

/** The site's main navigation; `column` stacks it for the mobile menu. */
export function NavLinks({ column = false }: { column?: boolean }) {
  return (
    <Nav aria-label="Main" $column={column}>
      <List $column={column}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
