-- A completed booking its business refunds: completed → refunded (docs/adr/0018), with the reason
-- the family reads and when. The party took place, so a refunded booking keeps its confirmation;
-- a billed one is reversed on the business's next statement, since it is no longer completed.
ALTER TABLE bookings ADD COLUMN refund_reason text CHECK (char_length(refund_reason) BETWEEN 1 AND 500);
ALTER TABLE bookings ADD COLUMN refunded_at timestamptz;

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN (
  'requested', 'quoted', 'confirmed', 'completed', 'declined', 'expired', 'withdrawn', 'cancelled', 'refunded'
));
ALTER TABLE bookings ADD CONSTRAINT bookings_refunded
  CHECK ((status = 'refunded') = (refund_reason IS NOT NULL AND refunded_at IS NOT NULL));
ALTER TABLE bookings DROP CONSTRAINT bookings_confirmed;
ALTER TABLE bookings ADD CONSTRAINT bookings_confirmed
  CHECK (status NOT IN ('confirmed', 'completed', 'refunded') OR confirmed_at IS NOT NULL);
