import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backends } from '../../../support/backends.ts';
import { addPhotoRow, call, createDraft } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

/** YYYY-MM-DD `days` from today (far enough from midnight in any zone for these tests). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Card {
  id: string;
  name: string;
  slug: string;
  categories: string[];
  baseTown: string | null;
  priceFromPence: number;
  rating: { average: number; count: number };
  badges: string[];
  photo: {
    id: string;
    alt: string;
    width: number;
    height: number;
    sources: { avif: string; webp: string };
    fallback: string;
  } | null;
}

interface Listing {
  details: Record<string, unknown>;
  packages: Record<string, unknown>[];
  areas: string[];
}

const DETAILS = {
  description: 'Parties for children.',
  baseTown: 'Bristol',
  ageRange: { min: 0, max: 16 },
  maxChildren: null,
  indoor: true,
  outdoor: false,
  contact: { email: 'hello@example.com', phone: null },
};

const pkg = (name: string, priceFromPence: number, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  durationMinutes: 60,
  priceFromPence,
  ...extra,
});

/** The fixed set every read test searches. */
const LISTINGS = {
  sparks: {
    details: {
      name: 'Bright Sparks Magic',
      categories: ['Magicians', 'Entertainers'],
      description: 'Close-up magic and balloon modelling, with a bouncy castle on request.',
      baseTown: 'Bristol',
      ageRange: { min: 4, max: 10 },
      maxChildren: 30,
    },
    packages: [pkg('Magic hour', 18_000)],
    areas: ['BS'],
  },
  wizard: {
    details: {
      name: "Wizard Will's Shows",
      categories: ['Magicians'],
      description: 'Card tricks and a live rabbit.',
      baseTown: 'London',
      ageRange: { min: 3, max: 8 },
      maxChildren: 20,
    },
    packages: [pkg('Grand illusion', 22_000), pkg('Mini show', 30_000)],
    areas: ['SW11'],
  },
  castles: {
    details: {
      name: 'Bounce About Castles',
      categories: ['Bouncy Castles & Inflatables'],
      baseTown: 'London',
      ageRange: { min: 2, max: 12 },
      maxChildren: 40,
    },
    packages: [pkg('Castle day hire', 9_500)],
    areas: ['SW12', 'BS1'],
  },
  cakes: {
    details: { name: 'Cakes by Clara', categories: ['Catering & Cakes'], baseTown: 'Manchester' },
    packages: [pkg('Birthday cake', 4_500)],
    areas: ['M1'],
  },
  science: {
    details: {
      name: 'Little Scientists',
      categories: ['Science & Animal Parties'],
      description: 'Slime, rockets and bubbles.',
      baseTown: 'London',
      ageRange: { min: 5, max: 11 },
      maxChildren: 10,
    },
    packages: [pkg('Lab party', 15_000, { description: 'Explosive experiments', maxChildren: 25 })],
    areas: ['SW11'],
  },
} satisfies Record<string, Listing>;

type Name = keyof typeof LISTINGS;

async function publishListing(app: FastifyInstance, owner: TestUser, listing: Listing): Promise<string> {
  const { id } = await createDraft(app, owner, { ...DETAILS, ...listing.details });
  for (const body of listing.packages) {
    const created = await call(app, owner, 'POST', `/api/businesses/${id}/packages`, body);
    assert.equal(created.statusCode, 201, created.body);
  }
  assert.equal(
    (await call(app, owner, 'PUT', `/api/businesses/${id}/areas`, { areasCovered: listing.areas })).statusCode,
    200,
  );
  await addPhotoRow(app, id, `${String(listing.details.name)} at a party`);
  const published = await call(app, owner, 'POST', `/api/businesses/${id}/publish`);
  assert.equal(published.statusCode, 200, published.body);
  return id;
}

for (const backend of await backends()) {
  describe(`search on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let owner: TestUser;
    const ids = {} as Record<Name, string>;
    const nameOf = new Map<string, Name>();

    async function search(query: string) {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/search?${query}` });
      assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
      return response.json() as { items: Card[]; nextCursor: string | null };
    }

    /** The fixture names found, in the order given (other businesses a test made are left out). */
    async function found(query: string): Promise<Name[]> {
      return (await search(query)).items.flatMap((card) => nameOf.get(card.id) ?? []);
    }

    async function refused(query: string): Promise<string> {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/search?${query}` });
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      return response.json().message;
    }

    /** Every page of a search, following nextCursor. */
    async function allPages(query: string): Promise<{ cards: Card[]; pages: number }> {
      const cards: Card[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: Card[]; nextCursor: string | null } = await search(
          `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        cards.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor !== null && pages < 50);
      return { cards, pages };
    }

    before(async () => {
      t = await startTestApp(backend);
      owner = await createUser(uniqueEmail('search-owner'));
      for (const [name, listing] of Object.entries(LISTINGS) as [Name, Listing][]) {
        ids[name] = await publishListing(t.app, owner, listing);
        nameOf.set(ids[name], name);
      }
    });

    after(async () => {
      await deleteUsers(owner);
      await t.close();
    });

    test('words match names, descriptions and packages, every word required', async () => {
      assert.deepEqual(
        (await found('q=magic')).sort(),
        ['sparks', 'wizard'],
        'a word matches as a prefix too: magic finds magicians',
      );
      assert.deepEqual((await found('q=rabbit')).sort(), ['wizard']);
      assert.deepEqual(await found('q=explosive%20experiments'), ['science']);
      assert.deepEqual(await found('q=castle%20hire'), ['castles']);
      assert.deepEqual(await found('q=rabbit%20slime'), []);
      assert.deepEqual((await found('q=Magicians')).sort(), ['sparks', 'wizard'], 'categories are words too');
      assert.deepEqual((await found('q=magi')).sort(), ['sparks', 'wizard'], 'a part-typed word finds its words');
      assert.deepEqual(await found('q=scien%20experim'), ['science']);
    });

    test('misspelt words still find what they meant', async () => {
      assert.deepEqual((await found('q=magican')).sort(), ['sparks', 'wizard']);
      assert.deepEqual(await found('q=scince%20experimnts'), ['science']);
      assert.deepEqual(await found('q=Brite%20Sparks'), ['sparks']);
      assert.deepEqual(await found('q=zzqxv'), []);
    });

    test('relevance puts a match in the name before one in the description', async () => {
      assert.deepEqual(await found('q=castle'), ['castles', 'sparks']);
      assert.deepEqual(await found('q=castle&sort=relevance'), ['castles', 'sparks']);
    });

    test('category narrows to that category; an unknown one is a 400 naming the field', async () => {
      assert.deepEqual((await found('category=Magicians')).sort(), ['sparks', 'wizard']);
      assert.deepEqual(await found(`category=${encodeURIComponent('Bouncy Castles & Inflatables')}`), ['castles']);
      assert.deepEqual(await found('category=Magicians&q=rabbit'), ['wizard']);
      assert.match(await refused('category=Jugglers'), /category must be equal to one of the allowed values/);
    });

    test('a postcode matches businesses covering its district or its whole area', async () => {
      assert.deepEqual((await found('postcode=SW11%201AA')).sort(), ['science', 'wizard']);
      assert.deepEqual((await found('postcode=sw11')).sort(), ['science', 'wizard']);
      assert.deepEqual(
        (await found('postcode=BS1%204DJ')).sort(),
        ['castles', 'sparks'],
        'BS1 is covered by BS1 and by the whole area BS',
      );
      assert.deepEqual(await found('postcode=BS8'), ['sparks']);
      assert.deepEqual(
        (await found('postcode=SW')).sort(),
        ['castles', 'science', 'wizard'],
        'an area matches every district in it',
      );
      assert.deepEqual(await found('postcode=M1%201AE'), ['cakes']);
      assert.deepEqual(await found('postcode=LS1'), []);
    });

    test('an invalid postcode is a 400 naming the field', async () => {
      for (const postcode of ['XX9 9ZZ', 'hello', '12345']) {
        assert.match(
          await refused(`postcode=${encodeURIComponent(postcode)}`),
          /^postcode: ".*" is not a UK postcode, postcode district \(SW11\) or area \(BS\)\.$/,
        );
      }
      assert.match(await refused(`postcode=${'A'.repeat(11)}`), /postcode must NOT have more than 10 characters/);
    });

    test("age must fall within the business's and its packages' ranges; no range takes every age", async () => {
      assert.deepEqual((await found('age=3')).sort(), ['cakes', 'castles', 'wizard']);
      assert.deepEqual((await found('age=11')).sort(), ['cakes', 'castles', 'science']);
      assert.deepEqual((await found('age=16')).sort(), ['cakes']);
      assert.match(await refused('age=17'), /age must be <= 16/);
    });

    test('children must not exceed the largest group a package takes', async () => {
      assert.deepEqual(
        (await found('children=25')).sort(),
        ['cakes', 'castles', 'science', 'sparks'],
        "a package's own limit overrides the business's",
      );
      assert.deepEqual((await found('children=35')).sort(), ['cakes', 'castles']);
      assert.deepEqual((await found('children=35&age=3')).sort(), ['cakes', 'castles']);
      assert.match(await refused('children=0'), /children must be >= 1/);
    });

    test('a date leaves out businesses unavailable that day; a bad date is a 400', async () => {
      const day = inDays(40);
      const marked = await call(t.app, owner, 'PUT', `/api/businesses/${ids.wizard}/unavailability/${day}`);
      assert.ok(marked.statusCode < 300, marked.body);
      assert.deepEqual((await found(`category=Magicians&date=${day}`)).sort(), ['sparks']);
      assert.deepEqual((await found(`category=Magicians&date=${inDays(41)}`)).sort(), ['sparks', 'wizard']);
      assert.match(await refused('date=2030-02-30'), /^date: "2030-02-30" is not a date; use YYYY-MM-DD/);
      assert.match(await refused('date=tomorrow'), /^date: "tomorrow" is not a date/);
    });

    test('a date that finds nothing: the nearest days on which the same search finds someone, nearest first', async () => {
      const [day, before] = [inDays(50), inDays(49)];
      for (const date of [day, before]) {
        const marked = await call(t.app, owner, 'PUT', `/api/businesses/${ids.wizard}/unavailability/${date}`);
        assert.ok(marked.statusCode < 300, marked.body);
      }
      const query = `category=Magicians&postcode=SW11&date=${day}`;
      assert.deepEqual(await found(query), []);
      const response = await t.app.inject({ method: 'GET', url: `/api/public/search/free-days?${query}` });
      assert.equal(response.statusCode, 200, response.body);
      const { days } = response.json() as { days: { date: string; items: Card[] }[] };
      // The day after, then (the day before being taken too) two days after and two before.
      assert.deepEqual(
        days.map((free) => free.date),
        [inDays(51), inDays(52), inDays(48)],
      );
      for (const free of days)
        assert.deepEqual(
          free.items.map((card) => nameOf.get(card.id)),
          ['wizard'],
        );

      const nowhere = await t.app.inject({
        method: 'GET',
        url: `/api/public/search/free-days?category=Party+Bags&postcode=SW11&date=${day}`,
      });
      assert.deepEqual(nowhere.json(), { days: [] });
      const noDate = await t.app.inject({ method: 'GET', url: '/api/public/search/free-days?category=Magicians' });
      assert.equal(noDate.statusCode, 400);
      assert.match(noDate.json().message, /date/);
    });

    test('cards carry what the results show: the lowest all-in price, a photo, verified in-date badges only', async () => {
      const expiredYesterday = inDays(-1);
      await t.app.db.orm.execute(sql`
        INSERT INTO credentials (business_id, type, reference, expires_on, status, reviewed_at)
        VALUES (${ids.wizard}, 'Enhanced DBS', 'DBS-1', ${inDays(200)}, 'verified', now()),
               (${ids.wizard}, 'Public Liability Insurance', 'PLI-1', ${expiredYesterday}, 'verified', now()),
               (${ids.wizard}, 'Paediatric First Aid', 'PFA-1', ${inDays(200)}, 'declared', NULL)`);
      const [card] = (await search('q=rabbit')).items;
      assert.ok(card);
      assert.equal(card.name, "Wizard Will's Shows");
      assert.match(card.slug, /^wizard-will/);
      assert.deepEqual(card.categories, ['Magicians']);
      assert.equal(card.baseTown, 'London');
      assert.equal(card.priceFromPence, 22_000);
      assert.deepEqual(card.rating, { average: 0, count: 0 });
      assert.deepEqual(card.badges, ['Enhanced DBS']);
      assert.equal(card.photo?.alt, "Wizard Will's Shows at a party");
      assert.match(card.photo?.sources.webp ?? '', /320\.webp 320w$/);
      assert.match(card.photo?.sources.avif ?? '', /320\.avif 320w$/);
    });

    test('sort by price puts the lowest "From £" first; by rating, ties go in name order', async () => {
      assert.deepEqual(await found('sort=price'), ['cakes', 'castles', 'science', 'sparks', 'wizard']);
      assert.deepEqual(await found('sort=rating'), ['castles', 'sparks', 'cakes', 'science', 'wizard']);
      assert.deepEqual(await found(''), await found('sort=rating'), 'rating is the default without words');
      assert.match(await refused('sort=cheapest'), /sort must be equal to one of the allowed values/);
    });

    test('pages follow each other with no duplicates and no gaps, in every sort', async () => {
      for (const query of [
        'sort=price',
        'sort=rating',
        'sort=relevance',
        'q=castle',
        'q=magic&sort=price',
        'postcode=SW&sort=price',
      ]) {
        const whole = (await search(`${query}&limit=50`)).items.map((card) => card.id);
        const { cards, pages } = await allPages(`${query}&limit=2`);
        assert.deepEqual(
          cards.map((card) => card.id),
          whole,
          query,
        );
        assert.equal(new Set(whole).size, whole.length, query);
        assert.equal(pages, Math.max(1, Math.ceil(whole.length / 2)), query);
      }
    });

    test('a cursor works only with the search that gave it', async () => {
      const first = await search('sort=price&limit=2');
      assert.ok(first.nextCursor);
      assert.match(
        await refused(`sort=price&limit=2&category=Magicians&cursor=${first.nextCursor}`),
        /^cursor belongs to a different search or sort/,
      );
      assert.match(
        await refused(`sort=rating&limit=2&cursor=${first.nextCursor}`),
        /^cursor belongs to a different search or sort/,
      );
      assert.match(await refused('cursor=not-a-cursor'), /^cursor is not one this search gave out/);
      assert.match(
        await refused(`cursor=${Buffer.from('["price","x",1,"a","b"]').toString('base64url')}`),
        /^cursor is not one this search gave out/,
      );
    });

    test('limit is 1 to 50, and unknown parameters are refused', async () => {
      assert.equal((await search('sort=price&limit=1')).items.length, 1);
      assert.match(await refused('limit=0'), /limit must be >= 1/);
      assert.match(await refused('limit=51'), /limit must be <= 50/);
      assert.match(await refused('town=Bristol'), /unknown property "town"/);
      assert.match(await refused(`q=${'a'.repeat(101)}`), /q must NOT have more than 100 characters/);
    });

    test('drafts, paused and incomplete businesses never appear, whatever the search', async () => {
      const draft = await createDraft(t.app, owner, {
        ...DETAILS,
        name: 'Quokka Draft Parties',
        categories: ['Party Bags'],
      });
      await call(t.app, owner, 'POST', `/api/businesses/${draft.id}/packages`, pkg('Quokka bags', 500));
      await call(t.app, owner, 'PUT', `/api/businesses/${draft.id}/areas`, { areasCovered: ['LS1'] });
      await addPhotoRow(t.app, draft.id);

      const paused = await publishListing(t.app, owner, {
        details: { name: 'Quokka Paused Parties', categories: ['Party Bags'] },
        packages: [pkg('Bags', 400)],
        areas: ['LS1'],
      });
      const incomplete = await publishListing(t.app, owner, {
        details: { name: 'Quokka Lost Parties', categories: ['Party Bags'] },
        packages: [pkg('Bags', 300)],
        areas: ['LS1'],
      });
      const searches = [
        'q=quokka',
        'category=Party%20Bags',
        'postcode=LS1',
        'sort=price',
        'q=quokka%20parties&postcode=LS',
      ];
      const namesFor = async (query: string) =>
        (await search(`${query}&limit=50`)).items.map((card) => card.name).filter((name) => name.startsWith('Quokka'));

      for (const query of searches)
        assert.deepEqual((await namesFor(query)).sort(), ['Quokka Lost Parties', 'Quokka Paused Parties'], query);

      assert.equal((await call(t.app, owner, 'POST', `/api/businesses/${paused}/pause`)).statusCode, 200);
      await t.app.db.orm.execute(sql`DELETE FROM photos WHERE business_id = ${incomplete}`);
      for (const query of searches) assert.deepEqual(await namesFor(query), [], query);

      assert.equal((await call(t.app, owner, 'POST', `/api/businesses/${paused}/publish`)).statusCode, 200);
      assert.deepEqual(await namesFor('q=quokka'), ['Quokka Paused Parties'], 'published again, it is found again');
      assert.equal((await call(t.app, owner, 'DELETE', `/api/businesses/${paused}`)).statusCode, 204);
      assert.deepEqual(await namesFor('q=quokka'), []);
    });

    test("a card follows what it shows: a renamed business, its first photo's alt text and order, a verified credential", async () => {
      const id = await publishListing(t.app, owner, {
        details: { name: 'Axolotl Antics', categories: ['Entertainers'] },
        packages: [pkg('Party hour', 9_000)],
        areas: ['YO1'],
      });
      const card = async () => (await search('q=axolotl')).items[0]!;
      const first = await card();
      assert.deepEqual(first.badges, []);

      const renamed = await call(t.app, owner, 'PATCH', `/api/businesses/${id}`, { name: 'Axolotl Antics Parties' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const afterRename = await card();
      assert.equal(afterRename.name, 'Axolotl Antics Parties');
      assert.equal(afterRename.slug, renamed.json().slug);

      const photoId = first.photo!.id;
      const alt = await call(t.app, owner, 'PATCH', `/api/businesses/${id}/photos/${photoId}`, {
        alt: 'Children watching the axolotl tank',
      });
      assert.equal(alt.statusCode, 200, alt.body);
      assert.equal((await card()).photo?.alt, 'Children watching the axolotl tank');

      const second = await addPhotoRow(t.app, id, 'The party room');
      const reordered = await call(t.app, owner, 'PUT', `/api/businesses/${id}/photos/order`, {
        photoIds: [second, photoId],
      });
      assert.equal(reordered.statusCode, 200, reordered.body);
      assert.equal((await card()).photo?.alt, 'The party room');

      const declared = await call(t.app, owner, 'POST', `/api/businesses/${id}/credentials`, {
        type: 'Enhanced DBS',
        reference: 'DBS-AX-1',
        expiresOn: inDays(300),
      });
      assert.equal(declared.statusCode, 201, declared.body);
      assert.deepEqual((await card()).badges, [], 'declared is not verified');
      const [credential] = declared.json().credentials as { id: string }[];
      await t.app.db.orm.execute(
        sql`UPDATE credentials SET status = 'verified', reviewed_at = now() WHERE id = ${credential!.id}`,
      );
      assert.deepEqual((await card()).badges, ['Enhanced DBS']);
      await t.app.db.orm.execute(sql`DELETE FROM credentials WHERE id = ${credential!.id}`);
      assert.deepEqual((await card()).badges, []);
      assert.equal((await call(t.app, owner, 'DELETE', `/api/businesses/${id}`)).statusCode, 204);
    });

    test("an owner's edits are searchable at once: renamed packages, changed areas and prices", async () => {
      const id = await publishListing(t.app, owner, {
        details: { name: 'Pangolin Play', categories: ['Soft Play'] },
        packages: [pkg('Toddler session', 7_000)],
        areas: ['YO1'],
      });
      assert.deepEqual(
        (await search('q=pangolin')).items.map((card) => card.priceFromPence),
        [7_000],
      );
      const packages = (await call(t.app, owner, 'GET', `/api/businesses/${id}`)).json().packages as { id: string }[];
      const renamed = await call(t.app, owner, 'PATCH', `/api/businesses/${id}/packages/${packages[0]!.id}`, {
        name: 'Trampoline session',
        priceFromPence: 6_500,
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual(
        (await search('q=trampoline')).items.map((card) => [card.name, card.priceFromPence]),
        [['Pangolin Play', 6_500]],
      );
      assert.deepEqual(
        (await search('q=toddler')).items.map((card) => card.name),
        [],
      );

      assert.equal(
        (await call(t.app, owner, 'PUT', `/api/businesses/${id}/areas`, { areasCovered: ['HG1'] })).statusCode,
        200,
      );
      assert.deepEqual((await search('q=pangolin&postcode=YO1')).items, []);
      assert.deepEqual(
        (await search('q=pangolin&postcode=HG1%202AB')).items.map((card) => card.name),
        ['Pangolin Play'],
      );
      assert.equal((await call(t.app, owner, 'DELETE', `/api/businesses/${id}`)).statusCode, 204);
    });
  });
}
