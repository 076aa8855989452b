import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A ring with a turning quarter, drawn in SVG: the browser counts an SVG as content, so a page
 * that shows only the spinner has had its first contentful paint.
 */
const Ring = styled.svg<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  animation: ${spin} 0.8s linear infinite;
  circle {
    fill: none;
    stroke-width: 4;
  }
  circle:first-child {
    stroke: ${({ theme }) => theme.color.border};
  }
  circle:last-child {
    stroke: ${({ theme }) => theme.color.primary};
  }
`;

/** r = 18 in a 40 × 40 box: the stroke (4) just fits; the arc is a quarter of the 113 circumference. */
function SpinnerRing({ size }: { size: number }) {
  return (
    <Ring $size={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" />
      <circle cx="20" cy="20" r="18" strokeDasharray="28 85" />
    </Ring>
  );
}

/**
 * Covers the screen below the header (`--header-height`, set by the host's layout; the whole
 * viewport where there is none), so the header stays in view while a screen loads.
 */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  top: var(--header-height, 0px);
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.background};
`;

/** Shown while a screen loads on demand: covers the screen. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Overlay role="status" aria-live="polite" aria-label={label}>
      <SpinnerRing size={40} />
    </Overlay>
  );
}

export function InlineSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span role="status" aria-label={label}>
      <SpinnerRing size={20} />
    </span>
  );
}
