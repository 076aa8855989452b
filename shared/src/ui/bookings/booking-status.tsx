import type { BookingStatus, QuoteStatus } from 'shared/contracts';
import styled from 'styled-components';

/** Each booking status as both sides read it. */
export const BOOKING_STATUS_TEXT: Record<BookingStatus, string> = {
  requested: 'Quote requested',
  quoted: 'Quote received',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

export const QUOTE_STATUS_TEXT: Record<QuoteStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Replaced by a newer quote',
  expired: 'Expired',
};

/** Still in play: waiting for a quote, or for an answer to one. */
export function isOpenBooking(status: BookingStatus): boolean {
  return status === 'requested' || status === 'quoted';
}

const Label = styled.span<{ $tone: 'open' | 'good' | 'over' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'good' ? theme.color.primary : $tone === 'open' ? theme.color.warning : theme.color.border};
  color: ${({ theme }) => theme.color.text};
`;

function toneOf(status: BookingStatus): 'open' | 'good' | 'over' {
  if (isOpenBooking(status)) return 'open';
  return status === 'confirmed' || status === 'completed' ? 'good' : 'over';
}

/** A booking's status in words ("Quote received"), outlined by how it stands. */
export function BookingStatusLabel({ status }: { status: BookingStatus }) {
  return <Label $tone={toneOf(status)}>{BOOKING_STATUS_TEXT[status]}</Label>;
}
