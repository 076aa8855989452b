import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.background};
`;

/** Shown while a screen loads on demand: covers the whole viewport. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Overlay role="status" aria-live="polite" aria-label={label}>
      <Ring aria-hidden="true" />
    </Overlay>
  );
}

export function InlineSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span role="status" aria-label={label}>
      <Ring aria-hidden="true" style={{ width: 20, height: 20, borderWidth: 3 }} />
    </span>
  );
}
