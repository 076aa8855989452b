import styled from 'styled-components';

const Box = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: 8px;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.primary)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** A form's outcome: errors interrupt (role=alert), success is announced politely (role=status). */
export function FormError({ id, children }: { id?: string; children: string | null }) {
  if (!children) return null;
  return (
    <Box id={id} role="alert" $tone="error">
      {children}
    </Box>
  );
}

export function FormSuccess({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <Box role="status" $tone="success">
      {children}
    </Box>
  );
}
