-- Search reads what it shows from one place. Each search row gets its card (slug, base town, the
-- first photo, verified credentials) in business_cards, built when the row is: joining businesses,
-- photos and credentials for every row of every page cost three quarters of a search's time under
-- load. The cards have a table of their own because they are wide (a photo's variants): in
-- business_search they would more than double the pages every text search and filter reads.

-- Relevance no longer compares the business name to the whole search by trigrams (it ran on every
-- match and cost two thirds of a words search); the weighted document ranks a name match first.
-- Nothing else reads the name's trigram index, and every write to a search row paid for it.
DROP INDEX IF EXISTS business_search_name_trgm_idx;

-- A search word is widened to the known stems it begins (magi: magic, magician) through this
-- index, rather than matched as a prefix in the text index, which reads every search row.
CREATE INDEX search_lexemes_prefix_idx ON search_lexemes (lexeme text_pattern_ops);

CREATE TABLE business_cards (
  business_id uuid PRIMARY KEY REFERENCES business_search (business_id) ON DELETE CASCADE,
  card jsonb NOT NULL
);

CREATE OR REPLACE FUNCTION business_search_refresh(ids uuid[]) RETURNS void
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

  INSERT INTO business_cards (business_id, card)
  SELECT
    b.id,
    -- Verified credentials with their expiry: whether one is in date is decided when it is read.
    jsonb_build_object(
      'slug', b.slug,
      'baseTown', b.base_town,
      'credentials', (
        SELECT coalesce(jsonb_agg(jsonb_build_object('type', c.type, 'status', c.status, 'expiresOn', c.expires_on) ORDER BY c.type, c.id), '[]'::jsonb)
        FROM credentials c
        WHERE c.business_id = b.id AND c.status = 'verified'
      ),
      'photo', (
        SELECT jsonb_build_object('id', ph.id, 'alt', ph.alt, 'width', ph.width, 'height', ph.height, 'variants', ph.variants)
        FROM photos ph
        WHERE ph.business_id = b.id AND ph.variants @> '[{"format": "webp"}]'::jsonb
        ORDER BY ph.position, ph.created_at, ph.id
        LIMIT 1
      )
    )
  FROM businesses b
  JOIN business_search s ON s.business_id = b.id
  WHERE b.id = ANY (ids)
  ON CONFLICT (business_id) DO UPDATE SET card = EXCLUDED.card;

  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT l.lexeme
  FROM business_search s, LATERAL unnest(s.document) AS l
  WHERE s.business_id = ANY (ids) AND l.lexeme ~ '^[a-z]{3,30}$'
  ON CONFLICT DO NOTHING;
END
$$;

SELECT business_search_refresh(ARRAY(SELECT business_id FROM business_search));

-- What the card shows changes with these too: a photo's alt text, order or variants, a credential.
CREATE TRIGGER business_search_on_photo_update AFTER UPDATE ON photos
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_credential_insert AFTER INSERT ON credentials
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_credential_update AFTER UPDATE ON credentials
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
CREATE TRIGGER business_search_on_credential_delete AFTER DELETE ON credentials
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION business_search_parts_changed();
