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
  refunded: 'Refunded',
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

/** Where the business's side reads a status differently: it sent the quote the family received. */
const BUSINESS_STATUS_TEXT: Partial<Record<BookingStatus, string>> = { quoted: 'Quote sent' };

export function bookingStatusText(status: BookingStatus, side: 'organizer' | 'business' = 'organizer'): string {
  return (side === 'business' ? BUSINESS_STATUS_TEXT[status] : undefined) ?? BOOKING_STATUS_TEXT[status];
}

/** A booking's status in words ("Quote received", or "Quote sent" on the business's side), outlined by how it stands. */
export function BookingStatusLabel({
  status,
  side = 'organizer',
}: {
  status: BookingStatus;
  side?: 'organizer' | 'business';
}) {
  return <Label $tone={toneOf(status)}>{bookingStatusText(status, side)}</Label>;
}
