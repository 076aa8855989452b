/**
 * The search benchmarks' data: generated businesses (names, towns, categories, areas, packages,
 * photos, unavailable dates, credentials; a few drafts, paused and incomplete ones) loaded straight
 * into the database with SQL, and the searches people make of them. Seeded, so every run loads the
 * same data and a process that imports this module afresh makes the same searches.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { CATEGORIES, type Category } from '../src/modules/businesses/catalogue.ts';

const BATCH = 1_000;

/** mulberry32: the same data on every run. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export const rand = random(20_251_124);
export const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

const TOWNS = [
  ['Bristol', 'BS', 16],
  ['London', 'SW', 20],
  ['London', 'SE', 28],
  ['London', 'N', 22],
  ['London', 'E', 18],
  ['Manchester', 'M', 40],
  ['Leeds', 'LS', 29],
  ['Birmingham', 'B', 48],
  ['Edinburgh', 'EH', 17],
  ['Glasgow', 'G', 46],
  ['Cardiff', 'CF', 24],
  ['Brighton', 'BN', 45],
  ['York', 'YO', 32],
  ['Oxford', 'OX', 18],
  ['Cambridge', 'CB', 25],
  ['Nottingham', 'NG', 25],
  ['Liverpool', 'L', 38],
  ['Sheffield', 'S', 36],
  ['Bath', 'BA', 16],
  ['Newcastle', 'NE', 20],
  ['Leicester', 'LE', 19],
  ['Norwich', 'NR', 35],
  ['Exeter', 'EX', 39],
  ['Plymouth', 'PL', 35],
  ['Southampton', 'SO', 53],
  ['Reading', 'RG', 45],
  ['Coventry', 'CV', 47],
  ['Derby', 'DE', 75],
  ['Hull', 'HU', 20],
  ['Aberdeen', 'AB', 56],
] as const;

const FIRST = [
  'Bright',
  'Happy',
  'Little',
  'Jolly',
  'Super',
  'Sunny',
  'Tiny',
  'Wild',
  'Cosmic',
  'Rainbow',
  'Giggle',
  'Sparkle',
  'Golden',
  'Merry',
  'Funky',
  'Dizzy',
  'Lucky',
  'Clever',
  'Zippy',
  'Bouncy',
  'Marvellous',
  'Cheeky',
  'Starry',
  'Wonder',
];
const THEME: Record<Category, { words: string[]; packages: string[]; phrases: string[] }> = {
  Entertainers: {
    words: ['Entertainers', 'Party Hosts', 'Fun Factory'],
    packages: ['Party host hour', 'Games and music party', 'Puppet show'],
    phrases: ['party games, music and a bubble finale', 'a puppet show and treasure hunt'],
  },
  Magicians: {
    words: ['Magic', 'Magic Shows', 'Illusions'],
    packages: ['Magic show', 'Magic and balloon modelling', 'Magic workshop'],
    phrases: ['close-up magic and balloon modelling', 'a magician with a live rabbit'],
  },
  'Face Painting': {
    words: ['Faces', 'Face Art', 'Face Painting'],
    packages: ['Face painting hour', 'Glitter tattoos'],
    phrases: ['face painting with skin-safe paints', 'tigers, butterflies and glitter tattoos'],
  },
  'Bouncy Castles & Inflatables': {
    words: ['Bouncy Castles', 'Inflatables', 'Bounce'],
    packages: ['Bouncy castle day hire', 'Inflatable obstacle course', 'Castle and slide'],
    phrases: ['bouncy castles and inflatable slides, delivered and set up', 'PIPA tested inflatables'],
  },
  'Soft Play': {
    words: ['Soft Play', 'Play Zone', 'Tots Play'],
    packages: ['Mobile soft play', 'Ball pit and shapes'],
    phrases: ['soft play for toddlers with a ball pit', 'mobile soft play delivered to your hall'],
  },
  Venues: {
    words: ['Party Rooms', 'Hall', 'Barn'],
    packages: ['Room hire', 'Whole venue hire'],
    phrases: ['a bright party room with a garden and kitchen', 'a hall with tables and chairs for 60'],
  },
  'Catering & Cakes': {
    words: ['Cakes', 'Bakery', 'Party Food'],
    packages: ['Birthday cake', 'Cupcake tower', 'Party food boxes'],
    phrases: ['hand-decorated birthday cakes and cupcakes', 'party food boxes, nut free'],
  },
  'Decorations & Balloons': {
    words: ['Balloons', 'Decor', 'Party Styling'],
    packages: ['Balloon arch', 'Balloon bouquet', 'Room styling'],
    phrases: ['balloon arches and themed backdrops', 'helium balloons and table centrepieces'],
  },
  'Party Bags': {
    words: ['Party Bags', 'Goody Bags'],
    packages: ['Ten party bags', 'Twenty party bags'],
    phrases: ['plastic-free party bags with small toys', 'themed goody bags'],
  },
  Photography: {
    words: ['Photography', 'Snaps', 'Photo Booth'],
    packages: ['Party photos', 'Photo booth hire'],
    phrases: ['candid party photography with an online gallery', 'a photo booth with props and prints'],
  },
  'Discos & DJs': {
    words: ['Discos', 'DJ', 'Disco Kids'],
    packages: ['Disco hour', 'Disco party', 'Glow disco'],
    phrases: ['a kids disco with lights and a bubble machine', 'dance-offs and musical statues'],
  },
  'Science & Animal Parties': {
    words: ['Science', 'Mad Lab', 'Animal Encounters'],
    packages: ['Science show', 'Slime lab', 'Animal encounter'],
    phrases: ['slime, rockets and exploding volcanoes', 'meet a snake, a tortoise and a chinchilla'],
  },
  'Sports & Active Parties': {
    words: ['Sports', 'Football Parties', 'Active Kids'],
    packages: ['Football party', 'Mini Olympics', 'Climbing party'],
    phrases: ['football and dodgeball with qualified coaches', 'mini Olympics with medals'],
  },
  'Arts & Crafts': {
    words: ['Crafts', 'Art Club', 'Pottery'],
    packages: ['Craft party', 'Pottery painting', 'Tie-dye party'],
    phrases: ['every child makes something to take home', 'paint your own pottery'],
  },
};

export interface Generated {
  towns: { districts: string[]; area: string }[];
  dates: string[];
}

function isoDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

/** Loads the businesses with SQL in batches (the search triggers refresh each batch once). */
export async function loadSearchBusinesses(db: Database, count: number): Promise<Generated> {
  const run = (query: ReturnType<typeof sql>) => db.orm.execute(query);
  const variants = (id: string) =>
    JSON.stringify(
      ['320', '640'].flatMap((width) =>
        ['webp', 'avif'].map((format) => ({
          width: Number(width),
          height: Number(width) * 0.75,
          format,
          key: `photos/${id}/${width}.${format}`,
          bytes: 1000,
        })),
      ),
    );
  const dates = Array.from({ length: 60 }, (_, day) => isoDate(day + 3));
  for (let start = 0; start < count; start += BATCH) {
    const ids: string[] = [];
    const rows = {
      name: [] as string[],
      slug: [] as string[],
      categories: [] as string[],
      description: [] as string[],
      town: [] as string[],
      ageMin: [] as number[],
      ageMax: [] as number[],
      maxChildren: [] as (number | null)[],
      status: [] as string[],
    };
    const pkgs = {
      business: [] as string[],
      name: [] as string[],
      description: [] as string[],
      price: [] as number[],
      maxChildren: [] as (number | null)[],
    };
    const photos = { business: [] as string[], key: [] as string[], variants: [] as string[] };
    const areas = { business: [] as string[], area: [] as string[] };
    const unavailable = { business: [] as string[], date: [] as string[] };
    const credentials = { business: [] as string[], expires: [] as string[] };
    for (let index = start; index < Math.min(start + BATCH, count); index++) {
      const id = randomUUID();
      const [town, areaCode, districtCount] = pick(TOWNS);
      const categories = [...new Set(Array.from({ length: between(1, 3) }, () => pick(CATEGORIES)))];
      const theme = THEME[categories[0]!];
      const name = `${pick(FIRST)} ${pick(theme.words)}${rand() < 0.3 ? ` ${town}` : ''}`;
      const ageMin = between(0, 8);
      ids.push(id);
      rows.name.push(name);
      rows.slug.push(`bench-${index}`);
      rows.categories.push(categories.join('|'));
      rows.description.push(
        `${town}'s favourite: ${categories.map((category) => pick(THEME[category].phrases)).join('; ')}. Friendly, reliable and fully insured.`,
      );
      rows.town.push(town);
      rows.ageMin.push(ageMin);
      rows.ageMax.push(between(Math.max(ageMin, 5), 16));
      rows.maxChildren.push(rand() < 0.2 ? null : between(10, 120));
      const roll = rand();
      rows.status.push(roll < 0.04 ? 'draft' : roll < 0.08 ? 'paused' : 'live');
      for (let p = between(1, 4); p > 0; p--) {
        const category = pick(categories);
        pkgs.business.push(id);
        pkgs.name.push(pick(THEME[category].packages));
        pkgs.description.push(pick(THEME[category].phrases));
        pkgs.price.push(between(30, 450) * 100);
        pkgs.maxChildren.push(rand() < 0.5 ? null : between(8, 60));
      }
      // A few live ones lack a photo: incomplete, never found.
      if (rand() > 0.02) {
        photos.business.push(id);
        photos.key.push(`photos/${id}`);
        photos.variants.push(variants(id));
      }
      const covered = new Set<string>();
      if (rand() < 0.15) covered.add(areaCode);
      for (let a = between(1, 6); a > 0; a--) covered.add(`${areaCode}${between(1, districtCount)}`);
      for (const area of covered) {
        areas.business.push(id);
        areas.area.push(area);
      }
      if (rand() < 0.3) {
        for (let d = between(1, 5); d > 0; d--) {
          unavailable.business.push(id);
          unavailable.date.push(pick(dates));
        }
      }
      if (rand() < 0.5) {
        credentials.business.push(id);
        credentials.expires.push(isoDate(between(-30, 700)));
      }
    }
    await run(sql`
      INSERT INTO businesses (id, owner_uid, owner_email, name, slug, categories, description, base_town, age_min, age_max, max_children, status, published_at)
      SELECT id, 'bench-owner', 'bench@example.com', name, slug, string_to_array(categories, '|'), description, town, age_min, age_max, max_children, status,
        CASE WHEN status = 'draft' THEN NULL ELSE now() END
      FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(rows.name)}::text[], ${sql.param(rows.slug)}::text[], ${sql.param(rows.categories)}::text[], ${sql.param(rows.description)}::text[], ${sql.param(rows.town)}::text[],
        ${sql.param(rows.ageMin)}::smallint[], ${sql.param(rows.ageMax)}::smallint[], ${sql.param(rows.maxChildren)}::int[], ${sql.param(rows.status)}::text[])
        AS b(id, name, slug, categories, description, town, age_min, age_max, max_children, status)`);
    // The slug history, current slug included, as creating a business through the API writes it:
    // a business page is found by it.
    await run(sql`
      INSERT INTO business_slugs (slug, business_id)
      SELECT * FROM unnest(${sql.param(rows.slug)}::text[], ${sql.param(ids)}::uuid[])`);
    await run(sql`
      INSERT INTO packages (business_id, name, description, duration_minutes, price_from_pence, max_children)
      SELECT business_id, name, description, 60, price, max_children
      FROM unnest(${sql.param(pkgs.business)}::uuid[], ${sql.param(pkgs.name)}::text[], ${sql.param(pkgs.description)}::text[], ${sql.param(pkgs.price)}::int[], ${sql.param(pkgs.maxChildren)}::int[])
        AS p(business_id, name, description, price, max_children)`);
    await run(sql`
      INSERT INTO photos (business_id, storage_key, alt, width, height, variants)
      SELECT business_id, key, 'A party', 640, 480, variants::jsonb
      FROM unnest(${sql.param(photos.business)}::uuid[], ${sql.param(photos.key)}::text[], ${sql.param(photos.variants)}::text[]) AS p(business_id, key, variants)`);
    await run(sql`
      INSERT INTO business_areas (business_id, area)
      SELECT * FROM unnest(${sql.param(areas.business)}::uuid[], ${sql.param(areas.area)}::text[])`);
    await run(sql`
      INSERT INTO business_unavailability (business_id, on_date)
      SELECT DISTINCT * FROM unnest(${sql.param(unavailable.business)}::uuid[], ${sql.param(unavailable.date)}::date[])`);
    await run(sql`
      INSERT INTO credentials (business_id, type, reference, expires_on, status, reviewed_at)
      SELECT business_id, 'Public Liability Insurance', 'PLI-BENCH', expires, 'verified', now()
      FROM unnest(${sql.param(credentials.business)}::uuid[], ${sql.param(credentials.expires)}::date[]) AS c(business_id, expires)`);
  }
  // As autovacuum leaves a table in use: the triggers rewrote each search row once per part loaded.
  await run(sql`VACUUM ANALYZE`);
  return {
    towns: TOWNS.map(([, area, count]) => ({
      area,
      districts: Array.from({ length: count }, (_, n) => `${area}${n + 1}`),
    })),
    dates,
  };
}

export type SearchKind =
  | 'words'
  | 'typo'
  | 'category'
  | 'postcode'
  | 'age+children'
  | 'date'
  | 'sort=price'
  | 'sort=rating'
  | 'relevance+filters'
  | 'second page';

const WORDS = [
  'magic',
  'bouncy castle',
  'face painting',
  'disco',
  'science party',
  'cake',
  'balloon arch',
  'soft play',
  'football',
  'pottery',
  'rainbow magic',
  'photo booth',
];
const TYPOS = ['magican', 'bouncey castel', 'fase painting', 'dicso', 'sceince', 'balons', 'footbal', 'potery'];

export function queryMaker(generated: Generated): Record<Exclude<SearchKind, 'second page'>, () => string> {
  const postcode = () => {
    const town = pick(generated.towns);
    return encodeURIComponent(`${pick(town.districts)} ${between(1, 9)}${pick(['AA', 'BD', 'DJ', 'HL', 'XY'])}`);
  };
  const q = (words: string) => encodeURIComponent(words);
  const category = () => encodeURIComponent(pick(CATEGORIES));
  return {
    words: () => `q=${q(pick(WORDS))}`,
    typo: () => `q=${q(pick(TYPOS))}`,
    category: () => `category=${category()}`,
    postcode: () => `postcode=${postcode()}&category=${category()}`,
    'age+children': () => `age=${between(2, 12)}&children=${between(5, 60)}&postcode=${pick(generated.towns).area}`,
    date: () => `date=${pick(generated.dates)}&category=${category()}&postcode=${postcode()}`,
    'sort=price': () => `sort=price${rand() < 0.5 ? `&category=${category()}` : ''}`,
    'sort=rating': () => `sort=rating&postcode=${pick(generated.towns).area}`,
    'relevance+filters': () => `q=${q(pick(WORDS))}&postcode=${postcode()}&age=${between(3, 10)}`,
  };
}
