import { useEffect, useRef } from 'react';
import type { Blocker } from 'react-router-dom';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from 'shared/ui';

const Box = styled.div`
  position: fixed;
  inset: auto 16px 16px 16px;
  z-index: 1100;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Asks before a navigation throws away unsaved changes; focus moves to the safe answer. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const stay = useRef<HTMLButtonElement>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    if (open) stay.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <Box role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title" aria-describedby="unsaved-text">
      <strong id="unsaved-title">You have unsaved changes</strong>
      <span id="unsaved-text">
        If you leave now, the changes on this step will be lost. Save them first to keep them.
      </span>
      <Buttons>
        <PrimaryButton ref={stay} type="button" onClick={() => blocker.reset()}>
          Stay on this page
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => blocker.proceed()}>
          Leave without saving
        </SecondaryButton>
      </Buttons>
    </Box>
  );
}
