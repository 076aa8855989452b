-- The marketplace's demand side: events organizers plan, bookings (one event × one business) in
-- which quotes are asked for, given and accepted, their messages, and reviews. Every limit of the
-- product definition is repeated here as a constraint, as in 0003.

CREATE FUNCTION marketplace_quote_items_are_valid(items jsonb, total integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT
  AS $$
    SELECT CASE
      WHEN jsonb_typeof(items) <> 'array' OR jsonb_array_length(items) NOT BETWEEN 1 AND 20 THEN false
      WHEN EXISTS (
        SELECT 1 FROM jsonb_array_elements(items) AS item
        WHERE jsonb_typeof(item) <> 'object'
          OR jsonb_typeof(item -> 'description') IS DISTINCT FROM 'string'
          OR jsonb_typeof(item -> 'pence') IS DISTINCT FROM 'number'
      ) THEN false
      ELSE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(items) AS item
          WHERE char_length(item ->> 'description') NOT BETWEEN 1 AND 200
            OR (item ->> 'pence')::numeric NOT BETWEEN 0 AND 10000000
            OR (item ->> 'pence')::numeric <> trunc((item ->> 'pence')::numeric)
        )
        AND (SELECT sum((item ->> 'pence')::numeric) FROM jsonb_array_elements(items) AS item) = total
    END
  $$;

CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_uid text NOT NULL CHECK (char_length(owner_uid) BETWEEN 1 AND 128),
  owner_email text NOT NULL CHECK (owner_email = lower(owner_email)),
  -- The organizer's first name, the only part of them a business sees.
  owner_name text NOT NULL CHECK (char_length(owner_name) BETWEEN 1 AND 60),
  title text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 100 AND title = btrim(title)),
  type text NOT NULL CHECK (type IN (
    'Birthday party', 'Christening', 'School or nursery event', 'Community event', 'Other'
  )),
  date date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  postcode_district text NOT NULL CHECK (postcode_district ~ '^[A-Z]{1,2}[0-9][0-9A-Z]?$'),
  -- The district's letters (SW for SW11), for matching businesses covering the whole area.
  postcode_area text NOT NULL GENERATED ALWAYS AS (substring(postcode_district FROM '^[A-Z]+')) STORED,
  address text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 300),
  child_name text NOT NULL DEFAULT '' CHECK (char_length(child_name) <= 60),
  children_count integer NOT NULL CHECK (children_count BETWEEN 1 AND 200),
  age_min smallint NOT NULL,
  age_max smallint NOT NULL,
  budget_pence integer CHECK (budget_pence BETWEEN 0 AND 10000000),
  services_needed text[] NOT NULL DEFAULT '{}' CHECK (
    cardinality(services_needed) <= 14
    AND services_needed <@ ARRAY[
      'Entertainers', 'Magicians', 'Face Painting', 'Bouncy Castles & Inflatables', 'Soft Play',
      'Venues', 'Catering & Cakes', 'Decorations & Balloons', 'Party Bags', 'Photography',
      'Discos & DJs', 'Science & Animal Parties', 'Sports & Active Parties', 'Arts & Crafts'
    ]::text[]
    AND marketplace_text_array_is_distinct(services_needed)
  ),
  notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
  open_to_quotes boolean NOT NULL DEFAULT false,
  share_when_completed boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'completed', 'cancelled')),
  cancel_reason text CHECK (char_length(cancel_reason) <= 500),
  published_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_age_range CHECK (marketplace_age_range_is_valid(age_min, age_max)),
  CONSTRAINT events_times CHECK (end_time > start_time),
  CONSTRAINT events_published CHECK (status = 'draft' OR published_at IS NOT NULL),
  CONSTRAINT events_cancelled CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CONSTRAINT events_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);

-- The organizer's lists: upcoming (soonest first), past (newest first), drafts (newest first).
CREATE INDEX events_owner_date_idx ON events (owner_uid, date, id);
CREATE INDEX events_owner_created_idx ON events (owner_uid, created_at DESC, id DESC) WHERE status = 'draft';
-- Find events: published, open to quotes, soonest first.
CREATE INDEX events_open_idx ON events (date, id) WHERE status = 'published' AND open_to_quotes;
-- Shared completed events, newest first.
CREATE INDEX events_shared_idx ON events (date DESC, id DESC) WHERE status = 'completed' AND share_when_completed;
-- Published events by date, for completing them the day after.
CREATE INDEX events_published_date_idx ON events (date) WHERE status = 'published';

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN (
    'requested', 'quoted', 'confirmed', 'completed', 'declined', 'expired', 'withdrawn', 'cancelled'
  )),
  -- '' when the business quoted first on an open event.
  request_message text NOT NULL DEFAULT '' CHECK (char_length(request_message) <= 2000),
  decline_reason text CHECK (char_length(decline_reason) <= 500),
  cancel_reason text CHECK (char_length(cancel_reason) BETWEEN 1 AND 500),
  cancelled_by text CHECK (cancelled_by IN ('organizer', 'business')),
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_cancelled CHECK ((status = 'cancelled') = (cancelled_by IS NOT NULL AND cancel_reason IS NOT NULL)),
  CONSTRAINT bookings_confirmed CHECK (status NOT IN ('confirmed', 'completed') OR confirmed_at IS NOT NULL)
);

-- One live thread per event × business: a second request (or quote on the open event) is a 409.
CREATE UNIQUE INDEX bookings_one_open_idx ON bookings (event_id, business_id)
  WHERE status IN ('requested', 'quoted', 'confirmed');
CREATE INDEX bookings_business_activity_idx ON bookings (business_id, last_activity_at DESC, id DESC);
CREATE INDEX bookings_business_status_idx ON bookings (business_id, status, last_activity_at DESC, id DESC);
CREATE INDEX bookings_event_idx ON bookings (event_id, last_activity_at DESC, id DESC);
-- Requests waiting for a quote, oldest first, for expiring them after 7 days.
CREATE INDEX bookings_requested_idx ON bookings (created_at) WHERE status = 'requested';

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- [{ "description": "Magic show", "pence": 18000 }, …]
  items jsonb NOT NULL,
  total_pence integer NOT NULL CHECK (total_pence BETWEEN 1 AND 10000000),
  deposit_pence integer NOT NULL CHECK (deposit_pence >= 0),
  valid_until date NOT NULL,
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'superseded', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CONSTRAINT quotes_items CHECK (marketplace_quote_items_are_valid(items, total_pence)),
  CONSTRAINT quotes_deposit CHECK (deposit_pence <= total_pence),
  CONSTRAINT quotes_valid_until CHECK (valid_until BETWEEN (created_at AT TIME ZONE 'Europe/London')::date + 1
                                                       AND (created_at AT TIME ZONE 'Europe/London')::date + 30)
);

-- At most one open quote per booking: revising supersedes the previous one in the same transaction.
CREATE UNIQUE INDEX quotes_one_open_idx ON quotes (booking_id) WHERE status = 'open';
CREATE INDEX quotes_booking_idx ON quotes (booking_id, created_at DESC, id DESC);
-- Open quotes by the day they lapse, for expiring them.
CREATE INDEX quotes_open_valid_until_idx ON quotes (valid_until) WHERE status = 'open';

CREATE TABLE booking_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('organizer', 'business')),
  author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 80),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX booking_messages_booking_idx ON booking_messages (booking_id, created_at DESC, id DESC);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Once per booking.
  booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 1000),
  author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 60),
  reply_text text CHECK (char_length(reply_text) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviews_reply CHECK ((reply_text IS NULL) = (replied_at IS NULL))
);

CREATE INDEX reviews_business_idx ON reviews (business_id, created_at DESC, id DESC);

-- The rating summary a business page and search show, kept with the business and its search row.
ALTER TABLE businesses
  ADD COLUMN rating_average numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating_average BETWEEN 0 AND 5),
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);

-- A review is added in the same transaction as its summary changes: the business row is locked
-- first, so two reviews at once are counted one after the other.
CREATE FUNCTION reviews_update_rating() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  summary record;
BEGIN
  PERFORM 1 FROM businesses WHERE id = NEW.business_id FOR NO KEY UPDATE;
  SELECT round(avg(rating)::numeric, 2) AS average, count(*)::int AS count
    INTO summary FROM reviews WHERE business_id = NEW.business_id;
  UPDATE businesses SET rating_average = summary.average, rating_count = summary.count
    WHERE id = NEW.business_id;
  UPDATE business_search SET rating_average = summary.average, rating_count = summary.count
    WHERE business_id = NEW.business_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_rating AFTER INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_update_rating();

-- A search row written afresh (a business listed again) starts from the business's summary, not 0.
CREATE FUNCTION business_search_rating_from_business() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT b.rating_average, b.rating_count INTO NEW.rating_average, NEW.rating_count
    FROM businesses b WHERE b.id = NEW.business_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER business_search_rating BEFORE INSERT ON business_search
  FOR EACH ROW EXECUTE FUNCTION business_search_rating_from_business();
