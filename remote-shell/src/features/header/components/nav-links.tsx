import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'How It Works?', to: '/howitworks' },
  { label: 'Our Events', to: '/ourevents' },
  { label: 'Our Providers', to: '/directory' },
  { label: 'About Us', to: '/about' },
] as const;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
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

export function NavLinks() {
  return (
    <nav aria-label="Main">
      <List>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
