-- What the site's pages report about the remote versions they ran (docs/operations.md,
-- "Telemetry"): counted per remote version and minute, never per person. No message, query
-- string, address or identifier is stored; the samples keep an error's kind and name, the page's
-- path and its version map, and are capped per minute. Rows older than the retention are deleted
-- by the timed sweep.

CREATE TABLE telemetry_minutes (
  minute timestamptz NOT NULL CHECK (date_trunc('minute', minute) = minute),
  remote text NOT NULL CHECK (remote ~ '^(host|remote_[a-z_]{1,40})$'),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9_.-]{1,100}$'),
  -- Pages on which the remote version ran (a remote's first module loaded on the page).
  sessions integer NOT NULL DEFAULT 0 CHECK (sessions >= 0),
  uncaught integer NOT NULL DEFAULT 0 CHECK (uncaught >= 0),
  rejections integer NOT NULL DEFAULT 0 CHECK (rejections >= 0),
  boundary integer NOT NULL DEFAULT 0 CHECK (boundary >= 0),
  load_failures integer NOT NULL DEFAULT 0 CHECK (load_failures >= 0),
  errors integer NOT NULL GENERATED ALWAYS AS (uncaught + rejections + boundary + load_failures) STORED,
  PRIMARY KEY (remote, version, minute)
);
CREATE INDEX telemetry_minutes_minute ON telemetry_minutes (minute);

-- Web vitals (after consent) as histograms: samples per bucket of fixed bounds
-- (modules/telemetry/vital-buckets.ts), enough for a p75 without keeping a single measurement.
CREATE TABLE telemetry_vitals (
  minute timestamptz NOT NULL CHECK (date_trunc('minute', minute) = minute),
  remote text NOT NULL CHECK (remote ~ '^(host|remote_[a-z_]{1,40})$'),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9_.-]{1,100}$'),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  bucket smallint NOT NULL CHECK (bucket BETWEEN 0 AND 63),
  samples integer NOT NULL CHECK (samples > 0),
  PRIMARY KEY (remote, version, metric, minute, bucket)
);
CREATE INDEX telemetry_vitals_minute ON telemetry_vitals (minute);

CREATE TABLE telemetry_error_samples (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('uncaught', 'rejection', 'boundary', 'load')),
  remote text NOT NULL CHECK (remote ~ '^(host|remote_[a-z_]{1,40})$'),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9_.-]{1,100}$'),
  name text NOT NULL CHECK (name ~ '^[A-Za-z_$][A-Za-z0-9_$.-]{0,59}$'),
  page text NOT NULL CHECK (char_length(page) BETWEEN 1 AND 200 AND left(page, 1) = '/' AND strpos(page, '?') = 0 AND strpos(page, '#') = 0),
  versions jsonb NOT NULL CHECK (jsonb_typeof(versions) = 'object')
);
CREATE INDEX telemetry_error_samples_at ON telemetry_error_samples (at);

-- Messages to the ops team (the `ops` recipients of the configuration), written in the
-- transaction of what they report and sent by whatever mails them (sent_at set then).
CREATE TABLE ops_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('canary-aborted')),
  recipients text[] NOT NULL CHECK (cardinality(recipients) <= 50),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
  details jsonb NOT NULL CHECK (jsonb_typeof(details) = 'object'),
  sent_at timestamptz
);
CREATE INDEX ops_notifications_unsent ON ops_notifications (created_at) WHERE sent_at IS NULL;
