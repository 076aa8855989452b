import styled from 'styled-components';

/** The pill-shaped button that opens a header menu (the account menu, the mobile menu). */
export const MenuButton = styled.button`
  font: inherit;
  font-weight: 600;
  /* A 44 px touch target, the height of every control in the header's row. */
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;
