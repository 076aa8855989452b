/**
 * All SQL for search. It reads `business_search` and `business_cards` (migrations 0004 and 0005:
 * one row per listable business, kept current by triggers), so a draft, paused or incomplete
 * business cannot match whatever the filters. Words match through full-text search on the weighted document, where the name
 * weighs most; a word no published text contains is widened to the closest known stems (pg_trgm
 * similarity).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { PhotoVariant } from '../../db/schema.ts';
import type { SortKey } from './search-cursor.ts';

export interface SearchFilters {
  words: string[];
  category?: string | undefined;
  /** The district and area a postcode lies in ({SW11, SW}), or only an area ({SW}). */
  area?: { district: string; area: string } | { area: string } | undefined;
  age?: number | undefined;
  children?: number | undefined;
  /** YYYY-MM-DD; businesses that marked it unavailable are left out. */
  date?: string | undefined;
}

export interface SearchPageRequest {
  filters: SearchFilters;
  sort: SortKey['sort'];
  after?: SortKey | undefined;
  limit: number;
}

export interface SearchRow {
  id: string;
  name: string;
  slug: string;
  categories: string[];
  baseTown: string | null;
  fromPence: number;
  ratingAverage: string;
  ratingCount: number;
  score: number;
  sortName: string;
  credentials: { type: string; status: 'declared' | 'verified' | 'rejected'; expiresOn: string }[];
  photo: { id: string; alt: string; width: number; height: number; variants: PhotoVariant[] } | null;
}

/** How many known stems a word is widened to as a prefix (the shortest first). */
const PREFIX_EXPANSIONS = 20;
/** How many close stems a misspelt word is widened to. */
const CORRECTIONS_PER_WORD = 3;
/** Relevance is kept as an integer so that a cursor compares it exactly. */
const SCORE_SCALE = 100_000;

const ORDER: Record<SortKey['sort'], SQL> = {
  relevance: sql`m.score DESC, m.sort_name, m.id`,
  rating: sql`m.rating_average DESC, m.rating_count DESC, m.sort_name, m.id`,
  price: sql`m.from_pence, m.sort_name, m.id`,
};

/** Rows strictly after `key` in its sort's order (descending parts compared negated). */
function after(key: SortKey): SQL {
  switch (key.sort) {
    case 'relevance':
      return sql`(-m.score, m.sort_name, m.id) > (${-key.score}::int, ${key.name}::text, ${key.id}::uuid)`;
    case 'rating':
      return sql`(-m.rating_average, -m.rating_count, m.sort_name, m.id) > (-${key.average}::numeric, ${-key.count}::int, ${key.name}::text, ${key.id}::uuid)`;
    case 'price':
      return sql`(m.from_pence, m.sort_name, m.id) > (${key.fromPence}::int, ${key.name}::text, ${key.id}::uuid)`;
  }
}

const textArray = (values: string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;

/**
 * Text queries by their words, for a minute: the same few searches are most of the traffic, and
 * building one costs a round trip. Only the widening to known stems can be a minute old; a word
 * itself always matches as soon as it is published.
 */
const TEXT_QUERY_TTL_MS = 60_000;
const TEXT_QUERIES_KEPT = 1_000;

function createTextQueryCache(build: (words: string[], ext: SQL) => Promise<string | null>) {
  const kept = new Map<string, { tsq: Promise<string | null>; until: number }>();
  return {
    get(words: string[], ext: SQL): Promise<string | null> {
      const key = words.join(' ');
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.tsq;
      kept.delete(key);
      if (kept.size >= TEXT_QUERIES_KEPT) kept.delete(kept.keys().next().value!);
      const tsq = build(words, ext);
      kept.set(key, { tsq, until: now + TEXT_QUERY_TTL_MS });
      // A failed build is not kept: the next search tries again.
      tsq.catch(() => kept.get(key)?.tsq === tsq && kept.delete(key));
      return tsq;
    },
  };
}

export function createSearchRepository(db: Database) {
  let trgmSchema: Promise<SQL> | undefined;

  /** The schema pg_trgm was installed in (migration 0004 leaves it wherever it already was). */
  function trgm(): Promise<SQL> {
    trgmSchema ??= (async () => {
      const rows = await execute<{ schema: string }>(
        sql`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`,
      );
      const schema = rows[0]?.schema;
      if (!schema) throw new Error('The pg_trgm extension is not installed; migration 0004 installs it.');
      // regnamespace output is already a quoted identifier where quoting is needed.
      return sql.raw(schema);
    })().catch((error: unknown) => {
      trgmSchema = undefined;
      throw error;
    });
    return trgmSchema;
  }

  async function execute<T>(query: SQL): Promise<T[]> {
    const result = await db.orm.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  /**
   * The text search query: every word that is not a stop word must match (AND), as its english
   * stem, as a known stem it begins (magi: magic, magician), or, when no published text has that
   * stem, as one of the stems closest to the word or its stem (a typo is often nearer once both are
   * stemmed: scince/scienc). Prefixes are expanded here, from the known stems, rather than left to
   * the text index as `stem:*`: PostgreSQL cannot estimate a prefix match, reads every search row
   * to answer it and costs five times as much.
   */
  function textQuery(words: string[], ext: SQL): SQL {
    return sql`(
      SELECT string_agg('(' || alternatives || ')', ' & ')::tsquery
      FROM (
        SELECT (
          SELECT string_agg(quote_literal(term), ' | ')
          FROM (
            SELECT w.stem AS term
            UNION
            (
              SELECT lexeme FROM search_lexemes
              WHERE lexeme ~>=~ w.stem AND lexeme ~<~ (w.stem || '{')
              ORDER BY length(lexeme), lexeme
              LIMIT ${PREFIX_EXPANSIONS}
            )
            UNION
            (
              SELECT lexeme FROM search_lexemes
              WHERE (lexeme OPERATOR(${ext}.%) w.word OR lexeme OPERATOR(${ext}.%) w.stem)
                AND w.word ~ '^[a-z]{3,}$'
                AND NOT EXISTS (SELECT 1 FROM search_lexemes k WHERE k.lexeme = w.stem)
              ORDER BY greatest(${ext}.similarity(lexeme, w.word), ${ext}.similarity(lexeme, w.stem)) DESC, lexeme
              LIMIT ${CORRECTIONS_PER_WORD}
            )
          ) terms
        ) AS alternatives
        FROM (
          SELECT word, (tsvector_to_array(to_tsvector('english', word)))[1] AS stem
          FROM unnest(${textArray(words)}) AS word
        ) w
        WHERE w.stem IS NOT NULL
      ) per_word
    )`;
  }

  const textQueries = createTextQueryCache(async (words, ext) => {
    const [built] = await db.selectPrepared<{ tsq: string | null }>(sql`SELECT ${textQuery(words, ext)}::text AS tsq`);
    return built?.tsq ?? null;
  });

  return {
    async page({ filters, sort, after: afterKey, limit }: SearchPageRequest): Promise<SearchRow[]> {
      const conditions: SQL[] = [];
      let score: SQL = sql`0`;

      if (filters.words.length > 0) {
        const ext = await trgm();
        // Built first, on its own: the lexeme lookups run once rather than once per match, and
        // the result is kept for the next search with the same words.
        const built = await textQueries.get(filters.words, ext);
        // An all-stop-word search ("the") has no text query and finds nothing.
        if (!built) return [];
        const tsq = sql`${built}::tsquery`;
        conditions.push(sql`s.document @@ ${tsq}`);
        // The document weighs the name highest, so a match in the name ranks first. (Trigram
        // similarity of the name to the whole search ranked slightly better but cost two thirds
        // of a words search's time: it runs on every match, not on the page.)
        score = sql`round(ts_rank(s.document, ${tsq}) * ${SCORE_SCALE})::int`;
      }
      if (filters.category !== undefined) conditions.push(sql`s.categories @> ARRAY[${filters.category}::text]`);
      if (filters.area !== undefined) {
        const keys =
          'district' in filters.area ? [filters.area.district, filters.area.area] : [`~${filters.area.area}`];
        conditions.push(sql`s.area_keys && ${textArray(keys)}`);
      }
      if (filters.age !== undefined) {
        conditions.push(
          sql`(s.age_min IS NULL OR s.age_min <= ${filters.age}::int) AND (s.age_max IS NULL OR s.age_max >= ${filters.age}::int)`,
        );
      }
      if (filters.children !== undefined)
        conditions.push(sql`(s.max_children IS NULL OR s.max_children >= ${filters.children}::int)`);
      if (filters.date !== undefined) {
        conditions.push(
          sql`NOT EXISTS (SELECT 1 FROM business_unavailability u WHERE u.business_id = s.business_id AND u.on_date = ${filters.date}::date)`,
        );
      }
      const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

      // Cards are read for the page only (migration 0005), never for every match.
      return db.selectPrepared<SearchRow>(sql`
        SELECT
          m.id, m.name, c.card->>'slug' AS slug, m.categories, c.card->>'baseTown' AS "baseTown",
          m.from_pence AS "fromPence", m.rating_average::text AS "ratingAverage", m.rating_count AS "ratingCount",
          m.score, m.sort_name AS "sortName", c.card->'credentials' AS credentials, c.card->'photo' AS photo
        FROM (
          SELECT m.*
          FROM (
            SELECT s.business_id AS id, s.name, s.categories, s.sort_name, s.from_pence, s.rating_average, s.rating_count, ${score} AS score
            FROM business_search s
            ${where}
          ) m
          ${afterKey === undefined ? sql`` : sql`WHERE ${after(afterKey)}`}
          ORDER BY ${ORDER[sort]}
          LIMIT ${limit}
        ) m
        JOIN business_cards c ON c.business_id = m.id
        ORDER BY ${ORDER[sort]}
      `);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
