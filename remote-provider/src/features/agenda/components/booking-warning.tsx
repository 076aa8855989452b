import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from 'shared/ui';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** The warning before a booked day is marked unavailable: the booking stands. */
export function BookingWarning({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box
      role="alertdialog"
      aria-label="A booking stands"
      aria-describedby="agenda-warning-text"
      tabIndex={-1}
      ref={box}
    >
      <p id="agenda-warning-text">{message}</p>
      <p>Marking the day unavailable stops new requests; it does not cancel the booking.</p>
      <div>
        <PrimaryButton type="button" disabled={busy} onClick={onConfirm}>
          Mark unavailable anyway
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={onCancel}>
          Keep available
        </SecondaryButton>
      </div>
    </Box>
  );
}
