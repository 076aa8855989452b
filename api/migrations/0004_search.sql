-- Search: one row per business a family may find (live, with a package, a photo and an area),
-- holding everything the search filters and sorts on, kept current by triggers on the tables it
-- is made from. Queries then touch one table and its indexes, whatever the mix of filters.

-- pg_trgm is installed once per database, in its own schema: an instance whose tables live in a
-- throwaway schema (the tests) must not take the extension with it when that schema is dropped.
-- Wherever it already is, it stays; the search repository looks its schema up.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE SCHEMA IF NOT EXISTS extensions;
    CREATE EXTENSION pg_trgm SCHEMA extensions;
  END IF;
END
$$;

CREATE TABLE business_search (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort_name text NOT NULL,
  categories text[] NOT NULL,
  -- Each covered district or area as itself (SW11, BS) and, prefixed with '~', the postcode area
  -- it lies in (~SW, ~BS): a postcode in SW11 asks for {SW11, SW}, the whole area SW for {~SW}.
  area_keys text[] NOT NULL,
  -- Name A, categories and package names B, descriptions C, base town D (english stemming).
  document tsvector NOT NULL,
  -- The lowest all-in package price: the card's "From £".
  from_pence integer NOT NULL,
  -- Ages and group sizes the business takes, across its packages; NULL where unlimited.
  age_min smallint,
  age_max smallint,
  max_children integer,
  rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0
);

CREATE INDEX business_search_document_idx ON business_search USING gin (document);
CREATE INDEX business_search_categories_idx ON business_search USING gin (categories);
CREATE INDEX business_search_area_keys_idx ON business_search USING gin (area_keys);
CREATE INDEX business_search_price_idx ON business_search (from_pence, sort_name, business_id);
CREATE INDEX business_search_rating_idx ON business_search (rating_average DESC, rating_count DESC, sort_name, business_id);
CREATE INDEX business_search_name_idx ON business_search (sort_name, business_id);

-- Stems of every word ever published, for correcting a misspelt search word to a known one.
CREATE TABLE search_lexemes (
  lexeme text PRIMARY KEY CHECK (lexeme ~ '^[a-z]{3,30}$')
);

-- Operator classes are looked up through search_path, which need not name the extension's schema.
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX search_lexemes_trgm_idx ON search_lexemes USING gin (lexeme %s.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX business_search_name_trgm_idx ON business_search USING gin (name %s.gin_trgm_ops)', trgm_schema);
END
$$;

-- Rebuilds the search rows of `ids`: listable ones are (re)written, the others removed. "Listable"
-- is the same rule as the public reads' (modules/businesses/businesses-repository.ts).
CREATE FUNCTION business_search_refresh(ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Upsert then delete the rest, rather than delete then insert: two transactions refreshing the
  -- same business one after the other must not both insert it.
  WITH fresh AS (
    INSERT INTO business_search (
      business_id, name, sort_name, categories, area_keys, document, from_pence, age_min, age_max, max_children
    )
    SELECT
      b.id,
      b.name,
      lower(b.name),
      b.categories,
      (SELECT array_agg(DISTINCT k) FROM business_areas a,
         LATERAL unnest(ARRAY[a.area, '~' || substring(a.area FROM '^[A-Z]+')]) AS k
       WHERE a.business_id = b.id),
      setweight(to_tsvector('english', b.name), 'A')
        || setweight(to_tsvector('english', array_to_string(b.categories, ' ') || ' ' || pk.names), 'B')
        || setweight(to_tsvector('english', b.description || ' ' || pk.descriptions), 'C')
        || setweight(to_tsvector('english', coalesce(b.base_town, '')), 'D'),
      pk.from_pence,
      -- A package without its own range or limit takes the business's.
      pk.age_min,
      pk.age_max,
      pk.max_children
    FROM businesses b
    CROSS JOIN LATERAL (
      SELECT
        string_agg(p.name, ' ') AS names,
        string_agg(p.description, ' ') AS descriptions,
        min(p.price_from_pence) AS from_pence,
        CASE WHEN bool_and(coalesce(p.age_min, b.age_min) IS NOT NULL) THEN min(coalesce(p.age_min, b.age_min)) END AS age_min,
        CASE WHEN bool_and(coalesce(p.age_max, b.age_max) IS NOT NULL) THEN max(coalesce(p.age_max, b.age_max)) END AS age_max,
        CASE WHEN bool_and(coalesce(p.max_children, b.max_children) IS NOT NULL) THEN max(coalesce(p.max_children, b.max_children)) END AS max_children
      FROM packages p
      WHERE p.business_id = b.id
    ) pk
    WHERE b.id = ANY (ids)
      AND b.status = 'live'
      AND pk.from_pence IS NOT NULL
      AND EXISTS (SELECT 1 FROM photos ph WHERE ph.business_id = b.id)
      AND EXISTS (SELECT 1 FROM business_areas a WHERE a.business_id = b.id)
    ON CONFLICT (business_id) DO UPDATE SET
      name = EXCLUDED.name, sort_name = EXCLUDED.sort_name, categories = EXCLUDED.categories,
      area_keys = EXCLUDED.area_keys, document = EXCLUDED.document, from_pence = EXCLUDED.from_pence,
      age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, max_children = EXCLUDED.max_children
    RETURNING business_id
  )
  DELETE FROM business_search WHERE business_id = ANY (ids) AND business_id NOT IN (SELECT business_id FROM fresh);

  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT l.lexeme
  FROM business_search s, LATERAL unnest(s.document) AS l
  WHERE s.business_id = ANY (ids) AND l.lexeme ~ '^[a-z]{3,30}$'
  ON CONFLICT DO NOTHING;
END
$$;

-- Statement triggers with transition tables: a bulk write refreshes each business once.
CREATE FUNCTION business_search_businesses_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM business_search_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;

CREATE FUNCTION business_search_parts_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM business_search_refresh(ARRAY(SELECT DISTINCT business_id FROM changed));
  RETURN NULL;
END
$$;

CREATE TRIGGER business_search_on_business_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_businesses_changed();
CREATE TRIGGER business_search_on_business_update AFTER UPDATE ON businesses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_businesses_changed();

CREATE TRIGGER business_search_on_package_insert AFTER INSERT ON packages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_package_update AFTER UPDATE ON packages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_package_delete AFTER DELETE ON packages
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();

CREATE TRIGGER business_search_on_photo_insert AFTER INSERT ON photos
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_photo_delete AFTER DELETE ON photos
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();

CREATE TRIGGER business_search_on_area_insert AFTER INSERT ON business_areas
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_area_delete AFTER DELETE ON business_areas
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
