import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountItems } from '../hooks/use-account-items.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    display: inline-block;
    padding: 4px 0;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }
`;

/** The account menu's items as plain links and buttons, for the mobile panel. */
export function AccountList() {
  const items = useAccountItems();
  return (
    <List aria-label="Account">
      {items.map((entry) => (
        <li key={entry.label}>
          {entry.kind === 'link' ? (
            <Link to={entry.to}>{entry.label}</Link>
          ) : (
            <button type="button" onClick={entry.run}>
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </List>
  );
}
