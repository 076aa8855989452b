-- A person's account beyond their sign-in (profile), how they want to hear from us (email per
-- kind), the email outbox every notification may add to, and closed businesses.

CREATE TABLE accounts (
  uid text PRIMARY KEY CHECK (char_length(uid) BETWEEN 1 AND 128),
  -- The name every notification and message shows instead of the email's local part.
  display_name text CHECK (char_length(display_name) BETWEEN 1 AND 60 AND display_name = btrim(display_name)),
  phone text CHECK (phone ~ '^\+?[0-9 ()-]{7,20}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Keyed by address, as notifications are: a row exists only once someone turned a kind off (or
-- saved their settings); no row means every kind is emailed.
CREATE TABLE email_preferences (
  email text PRIMARY KEY CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  quotes boolean NOT NULL DEFAULT true,
  bookings boolean NOT NULL DEFAULT true,
  messages boolean NOT NULL DEFAULT true,
  events boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per emailed notification, written in the notification's transaction (so a rolled-back
-- command emails nobody) and sent later by any instance's worker. The notification is copied,
-- not referenced: the recipient may dismiss it from the bell before the email goes.
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Once per notification, whatever happens.
  notification_id uuid NOT NULL UNIQUE,
  recipient_email text NOT NULL CHECK (recipient_email = lower(recipient_email)),
  recipient_type text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('quotes', 'bookings', 'messages', 'events')),
  entity_type text NOT NULL CHECK (entity_type IN ('Quote', 'Booking', 'Event')),
  related_entity_id text NOT NULL,
  related_booking_id text,
  content text NOT NULL,
  -- Messages only: the booking whose thread's messages within the window go as one email.
  thread_id text CHECK ((kind = 'messages') = (thread_id IS NOT NULL)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When a worker may next take it: now, after the thread window, or after a back-off.
  due_at timestamptz NOT NULL DEFAULT now(),
  -- Set while a worker sends it; a worker that died leaves it to be taken again after this.
  claimed_until timestamptz,
  last_error text CHECK (char_length(last_error) <= 1000),
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT email_outbox_sent CHECK ((status = 'sent') = (sent_at IS NOT NULL AND message_id IS NOT NULL))
);

CREATE INDEX email_outbox_due_idx ON email_outbox (due_at) WHERE status = 'pending';
CREATE INDEX email_outbox_thread_idx ON email_outbox (recipient_email, thread_id)
  WHERE status = 'pending' AND thread_id IS NOT NULL;
CREATE INDEX email_outbox_recipient_idx ON email_outbox (recipient_email);

-- A closed business keeps its row (its bookings, reviews and statements stay for the families
-- and the tax records) and its slugs (its page address is never given to another business).
ALTER TABLE businesses ADD COLUMN closed_at timestamptz;
