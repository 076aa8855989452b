import styled from 'styled-components';

/** Business cards in columns at least 260px wide: one on a phone, up to three on the page. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
`;
