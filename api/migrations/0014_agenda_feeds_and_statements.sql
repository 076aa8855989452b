-- A provider's calendar feed and monthly statements. Statements and their lines are written once,
-- when a month closes, and never change: a booking reversed later appears as an adjustment line on
-- a later statement. The triggers below refuse any UPDATE or DELETE, whatever code path tries.

-- The secret in a business's private .ics feed address; replacing it makes the old address 404.
CREATE TABLE business_calendar_feeds (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  secret text NOT NULL UNIQUE CHECK (secret ~ '^[A-Za-z0-9_-]{43,}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE statement_number_seq;

CREATE TABLE statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No foreign key: a statement outlives its business (tax records); the name is kept with it.
  business_id uuid NOT NULL,
  business_name text NOT NULL CHECK (char_length(business_name) BETWEEN 1 AND 80),
  -- The first day of the month it covers.
  period date NOT NULL CHECK (extract(day FROM period) = 1),
  number text NOT NULL UNIQUE CHECK (number ~ '^ST-[0-9]{6}-[0-9]{6,}$'),
  -- The fee in basis points (1000 = 10 %) and VAT on it in basis points (2000 = 20 %), as issued.
  fee_basis_points integer NOT NULL CHECK (fee_basis_points BETWEEN 0 AND 10000),
  vat_basis_points integer NOT NULL CHECK (vat_basis_points BETWEEN 0 AND 10000),
  total_pence bigint NOT NULL,
  fee_pence bigint NOT NULL,
  vat_pence bigint NOT NULL,
  due_pence bigint NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT statements_due CHECK (due_pence = total_pence - fee_pence - vat_pence),
  -- One statement per business and month, however many sweeps race to write it.
  CONSTRAINT statements_one_per_month UNIQUE (business_id, period)
);

CREATE INDEX statements_business_idx ON statements (business_id, period DESC);

CREATE TABLE statement_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES statements (id),
  booking_id uuid NOT NULL,
  -- 'booking': a completed booking billed; 'adjustment': the reversal of one billed earlier.
  kind text NOT NULL CHECK (kind IN ('booking', 'adjustment')),
  event_date date NOT NULL,
  event_type text NOT NULL,
  postcode_district text NOT NULL,
  organizer_name text NOT NULL,
  total_pence integer NOT NULL,
  fee_pence integer NOT NULL,
  vat_pence integer NOT NULL,
  due_pence integer NOT NULL,
  CONSTRAINT statement_lines_due CHECK (due_pence = total_pence - fee_pence - vat_pence),
  CONSTRAINT statement_lines_sign CHECK (
    (kind = 'booking' AND total_pence >= 0 AND fee_pence >= 0 AND vat_pence >= 0)
    OR (kind = 'adjustment' AND total_pence <= 0 AND fee_pence <= 0 AND vat_pence <= 0)
  ),
  -- A booking is billed once and reversed at most once.
  CONSTRAINT statement_lines_once UNIQUE (booking_id, kind)
);

CREATE INDEX statement_lines_statement_idx ON statement_lines (statement_id, event_date, id);

CREATE FUNCTION statements_are_immutable() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'an issued statement never changes (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'check_violation';
END
$$;

CREATE TRIGGER statements_immutable BEFORE UPDATE OR DELETE ON statements
  FOR EACH ROW EXECUTE FUNCTION statements_are_immutable();
CREATE TRIGGER statement_lines_immutable BEFORE UPDATE OR DELETE ON statement_lines
  FOR EACH ROW EXECUTE FUNCTION statements_are_immutable();

-- Completed bookings by business, for finding what a month's statement still has to bill.
CREATE INDEX bookings_business_completed_idx ON bookings (business_id) WHERE status = 'completed';
