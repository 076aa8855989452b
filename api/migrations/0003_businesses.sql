-- The marketplace's supply side: businesses with their packages, areas, credentials, photos,
-- galleries and unavailable dates. Every limit of the product definition is repeated here as a
-- constraint so that no code path, present or future, can store what the API would refuse.

-- CHECK constraints cannot hold subqueries; these immutable helpers can.
CREATE FUNCTION marketplace_text_array_is_distinct(items text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT count(DISTINCT item) = count(*) FROM unnest(items) AS item $$;

CREATE FUNCTION marketplace_age_range_is_valid(age_min smallint, age_max smallint) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT (age_min IS NULL AND age_max IS NULL)
    OR (age_min BETWEEN 0 AND 16 AND age_max BETWEEN 0 AND 16 AND age_min <= age_max) $$;

CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_uid text NOT NULL CHECK (char_length(owner_uid) BETWEEN 1 AND 128),
  owner_email text NOT NULL CHECK (owner_email = lower(owner_email)),
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 80 AND name = btrim(name)),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 90),
  categories text[] NOT NULL CHECK (
    cardinality(categories) BETWEEN 1 AND 3
    AND categories <@ ARRAY[
      'Entertainers', 'Magicians', 'Face Painting', 'Bouncy Castles & Inflatables', 'Soft Play',
      'Venues', 'Catering & Cakes', 'Decorations & Balloons', 'Party Bags', 'Photography',
      'Discos & DJs', 'Science & Animal Parties', 'Sports & Active Parties', 'Arts & Crafts'
    ]::text[]
    AND marketplace_text_array_is_distinct(categories)
  ),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  base_town text CHECK (char_length(base_town) BETWEEN 2 AND 80 AND base_town = btrim(base_town)),
  age_min smallint,
  age_max smallint,
  max_children integer CHECK (max_children BETWEEN 1 AND 200),
  indoor boolean NOT NULL DEFAULT false,
  outdoor boolean NOT NULL DEFAULT false,
  contact_email text CHECK (char_length(contact_email) BETWEEN 3 AND 254 AND contact_email ~ '^[^@\s]+@[^@\s]+$'),
  contact_phone text CHECK (contact_phone ~ '^\+?[0-9 ()-]{7,20}$'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'live', 'paused')),
  bookings_per_day integer NOT NULL DEFAULT 1 CHECK (bookings_per_day BETWEEN 1 AND 50),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT businesses_age_range CHECK (marketplace_age_range_is_valid(age_min, age_max)),
  -- Once out of draft a business has been published.
  CONSTRAINT businesses_published CHECK (status = 'draft' OR published_at IS NOT NULL)
);

CREATE INDEX businesses_owner_idx ON businesses (owner_uid, created_at DESC, id DESC);
CREATE INDEX businesses_live_idx ON businesses (published_at DESC, id DESC) WHERE status = 'live';
CREATE INDEX businesses_categories_idx ON businesses USING gin (categories);

-- Every slug a business has ever had, the current one included: a slug is never reused by
-- another business, so an old link keeps leading to the business that had it.
CREATE TABLE business_slugs (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 90),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX business_slugs_business_idx ON business_slugs (business_id);

-- UK postcode districts (SW11, W1A, EC1A) or whole postcode areas (BS), upper case.
CREATE TABLE business_areas (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  area text NOT NULL CHECK (area ~ '^[A-Z]{1,2}([0-9][0-9A-Z]?)?$'),
  PRIMARY KEY (business_id, area)
);

CREATE INDEX business_areas_area_idx ON business_areas (area, business_id);

CREATE TABLE packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 80 AND name = btrim(name)),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 1440),
  -- All in: VAT and any fee included, so the price a family sees is the price it pays.
  price_from_pence integer NOT NULL CHECK (price_from_pence BETWEEN 0 AND 10000000),
  max_children integer CHECK (max_children BETWEEN 1 AND 200),
  age_min smallint,
  age_max smallint,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT packages_age_range CHECK (marketplace_age_range_is_valid(age_min, age_max))
);

CREATE INDEX packages_business_idx ON packages (business_id, position, created_at);

CREATE TABLE credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN (
    'Public Liability Insurance', 'Enhanced DBS', 'Basic DBS', 'PIPA inflatable inspection',
    'Food Hygiene Rating', 'Paediatric First Aid'
  )),
  reference text NOT NULL CHECK (char_length(reference) BETWEEN 1 AND 100 AND reference = btrim(reference)),
  expires_on date NOT NULL,
  status text NOT NULL DEFAULT 'declared' CHECK (status IN ('declared', 'verified', 'rejected')),
  rejection_reason text CHECK (char_length(rejection_reason) BETWEEN 1 AND 500),
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credentials_rejection_reason CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  CONSTRAINT credentials_reviewed CHECK ((status = 'declared') = (reviewed_at IS NULL))
);

CREATE INDEX credentials_business_idx ON credentials (business_id, created_at);
CREATE INDEX credentials_status_idx ON credentials (status, created_at, id);

-- A photo is stored once (storage_key) and served as resized variants; the original's
-- metadata never leaves the upload pipeline.
CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE CHECK (char_length(storage_key) BETWEEN 1 AND 300),
  alt text NOT NULL CHECK (char_length(btrim(alt)) BETWEEN 1 AND 250),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- [{ "width": 640, "height": 427, "format": "webp", "key": "…", "bytes": 12345 }, …]
  variants jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(variants) = 'array'),
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, id)
);

CREATE INDEX photos_business_idx ON photos (business_id, position, created_at);

-- At most 20 photos per business. The business row is locked first so two uploads at once are
-- counted one after the other, never both against the same old count.
CREATE FUNCTION photos_enforce_limit() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id = NEW.business_id FOR NO KEY UPDATE;
  IF (SELECT count(*) FROM photos WHERE business_id = NEW.business_id) > 20 THEN
    RAISE EXCEPTION 'a business has at most 20 photos' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'photos_per_business_limit';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER photos_per_business_limit
  AFTER INSERT OR UPDATE OF business_id ON photos
  FOR EACH ROW EXECUTE FUNCTION photos_enforce_limit();

CREATE FUNCTION business_areas_enforce_limit() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM businesses WHERE id = NEW.business_id FOR NO KEY UPDATE;
  IF (SELECT count(*) FROM business_areas WHERE business_id = NEW.business_id) > 50 THEN
    RAISE EXCEPTION 'a business covers at most 50 areas' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'business_areas_per_business_limit';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER business_areas_per_business_limit
  AFTER INSERT OR UPDATE OF business_id ON business_areas
  FOR EACH ROW EXECUTE FUNCTION business_areas_enforce_limit();

CREATE TABLE galleries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80 AND name = btrim(name)),
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, id)
);

CREATE INDEX galleries_business_idx ON galleries (business_id, position, created_at);

-- The composite keys make it impossible to put one business's photo in another's gallery.
CREATE TABLE gallery_photos (
  business_id uuid NOT NULL,
  gallery_id uuid NOT NULL,
  photo_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  PRIMARY KEY (gallery_id, photo_id),
  FOREIGN KEY (business_id, gallery_id) REFERENCES galleries (business_id, id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, photo_id) REFERENCES photos (business_id, id) ON DELETE CASCADE
);

CREATE INDEX gallery_photos_photo_idx ON gallery_photos (photo_id);

-- Dates (Europe/London local dates) a business cannot take.
CREATE TABLE business_unavailability (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  on_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, on_date)
);
