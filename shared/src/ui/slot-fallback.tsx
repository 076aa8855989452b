import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const Retry = styled.button`
  font: inherit;
  padding: 4px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

/** What a slot shows when its remote cannot be loaded or fails: small, local, recoverable. */
export function SlotFallback({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <Box role="alert" data-slot-fallback="">
      <span>{label} is unavailable right now.</span>
      {onRetry && (
        <Retry type="button" onClick={onRetry}>
          Try again
        </Retry>
      )}
    </Box>
  );
}
