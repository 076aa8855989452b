-- Notifications shown in the bell. Recipient emails are stored lower-case so lookups match
-- the verified email of the caller regardless of how it was typed.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_email text NOT NULL CHECK (recipient_email = lower(recipient_email)),
  recipient_type text NOT NULL,
  entity_type text NOT NULL CHECK (entity_type IN ('Quote', 'Booking', 'Event')),
  related_entity_id text NOT NULL,
  related_booking_id text,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Go to Item for a quote opens the booking, so a quote notification without one is unusable.
  CONSTRAINT notifications_quote_has_booking
    CHECK (entity_type <> 'Quote' OR related_booking_id IS NOT NULL)
);

CREATE INDEX notifications_recipient_created_idx
  ON notifications (recipient_email, created_at DESC, id DESC);

-- Mailing-list consent: one row per address (case-insensitive), keeping when and where
-- consent was first given.
CREATE TABLE mailing_list_subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE CHECK (email_normalized = lower(email)),
  consent_source text NOT NULL,
  consented_at timestamptz NOT NULL DEFAULT now()
);
