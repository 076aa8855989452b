import styled from 'styled-components';

/** A form's column of fields, its message and its button. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 420px;
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const PrimaryButton = styled.button`
  font: inherit;
  font-weight: 700;
  padding: 12px 20px;
  border: none;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.primary};
`;
