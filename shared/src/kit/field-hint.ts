import styled from 'styled-components';

/** A field's hint, below it; give it the id the control's aria-describedby names. */
export const FieldHint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
