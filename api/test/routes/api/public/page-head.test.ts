import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends } from '../../../support/backends.ts';
import { addPhotoRow, call, createLive } from '../../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts';
import { startTestApp, type TestApp } from '../../../support/test-app.ts';

const SITE = 'https://kidsevents.example';
const DEFAULT_DESCRIPTION =
  "Find, compare and book trusted local entertainers, venues and caterers for children's parties and events across the UK.";

const [pglite] = await backends();

for (const backend of await backends()) {
  describe(`page heads on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let owner: TestUser;
    const head = (path: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/public/page-head${path}`, headers });

    before(async () => {
      t = await startTestApp(backend, { env: { SITE_ORIGIN: SITE } });
      owner = await createUser(uniqueEmail('owner'));
    });

    after(async () => {
      await deleteUsers(owner);
      await t.close();
    });

    test('a business page: its summary, canonical address, the business and its cover photo preloaded, and LocalBusiness data', async () => {
      const { slug } = await createLive(t.app, owner, { name: 'Puddle Jumpers Head Parties', baseTown: 'Bath' });
      const response = await head(`/pages/${slug}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(response.headers['cache-control'], 'public, max-age=60');
      const html = response.body;
      const canonical = `${SITE}/pages/${slug}`;
      assert.match(
        html,
        /<meta name="description" content="Close-up magic and balloon modelling for ages 4 to 10\." data-page-head>/,
      );
      assert.ok(html.includes(`<link rel="canonical" href="${canonical}" data-page-head>`), html);
      assert.ok(html.includes(`<meta property="og:url" content="${canonical}" data-page-head>`));
      assert.match(
        html,
        new RegExp(
          `<meta property="og:image" content="${SITE}/api/media/photos/[0-9a-f-]+/320\\.webp" data-page-head>`,
        ),
      );
      assert.match(html, /<meta name="twitter:card" content="summary_large_image" data-page-head>/);
      assert.match(html, /<meta property="og:title" content="The Ultimate Kids&#39; Event Platform" data-page-head>/);
      assert.match(
        html,
        new RegExp(
          `^<link rel="preload" as="fetch" href="/api/public/businesses/${slug}" crossorigin="use-credentials" data-page-head>\n` +
            '<link rel="preload" as="image" type="image/avif" imagesrcset="/api/media/photos/[0-9a-f-]+/320\\.avif 320w" imagesizes="\\(max-width: 960px\\) calc\\(100vw - 32px\\), 928px" fetchpriority="high" data-page-head>\n',
        ),
      );
      const json = /<script type="application\/ld\+json" data-page-head>(.*)<\/script>/.exec(html)?.[1];
      assert.deepEqual(JSON.parse(json ?? 'null'), {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Puddle Jumpers Head Parties',
        description: 'Close-up magic and balloon modelling for ages 4 to 10.',
        image: /og:image" content="([^"]+)"/.exec(html)?.[1],
        address: { '@type': 'PostalAddress', addressLocality: 'Bath', addressCountry: 'GB' },
      });
    });

    test("a business's old slug: the head of its current page, whose address is canonical", async () => {
      const { id, slug } = await createLive(t.app, owner, { name: 'Before Head Rename Balloons' });
      await call(t.app, owner, 'PATCH', `/api/businesses/${id}`, { name: 'After Head Rename Balloons' });
      const html = (await head(`/pages/${slug}`)).body;
      assert.ok(
        html.includes(`<link rel="canonical" href="${SITE}/pages/after-head-rename-balloons" data-page-head>`),
        html,
      );
      // The page reads the old slug and follows the API's redirect: a preload of the current one would go unused.
      assert.doesNotMatch(html, /as="fetch"/);
    });

    test('an unknown business gets the default head at its own address, with the logo to share and no preload', async () => {
      const response = await head('/pages/no-such-business');
      assert.equal(response.statusCode, 200);
      const html = response.body;
      assert.ok(
        html.includes(
          `<meta name="description" content="${DEFAULT_DESCRIPTION.replace("'", '&#39;')}" data-page-head>`,
        ),
        html,
      );
      assert.ok(html.includes(`<link rel="canonical" href="${SITE}/pages/no-such-business" data-page-head>`));
      assert.ok(html.includes(`<meta property="og:image" content="${SITE}/logo.png" data-page-head>`));
      assert.ok(html.includes('<meta name="twitter:card" content="summary" data-page-head>'));
      assert.doesNotMatch(html, /rel="preload"|ld\+json/);
    });

    test('a business named to break out of the head cannot: every value is escaped, the JSON-LD cannot end its script', async () => {
      const name = '</title><script>alert(1)</script>';
      const description = `"><img src=x onerror=alert(2)> & </script><!--`;
      const { slug } = await createLive(t.app, owner, { name, description });
      const html = (await head(`/pages/${slug}`)).body;
      assert.doesNotMatch(html, /<script>|<img|<\/title>|<!--/);
      assert.equal(html.match(/<\/script>/g)?.length, 1, 'only the JSON-LD element itself closes');
      assert.ok(
        html.includes('content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &lt;/script&gt;&lt;!--"'),
        html,
      );
      const json = /<script type="application\/ld\+json" data-page-head>(.*)<\/script>/.exec(html)?.[1];
      assert.equal(JSON.parse(json ?? 'null').name, name);
    });

    test("results: the description its filters read as, the canonical address without them, the search and the first card's photo preloaded", async () => {
      await createLive(t.app, owner, { name: 'Zebra Head Search Magic', categories: ['Magicians'] }, ['SW11']);
      const response = await head('/results?category=Magicians&postcode=sw11&date=2031-06-14&age=6&utm_source=mail');
      const html = response.body;
      assert.ok(
        html.includes(
          '<meta name="description" content="Magicians covering SW11 — free on Saturday 14 June 2031, for age 6: compare all-in prices and ask for quotes on KidsEvents." data-page-head>',
        ),
        html,
      );
      assert.ok(html.includes(`<link rel="canonical" href="${SITE}/results" data-page-head>`));
      assert.ok(
        html.includes(
          '<link rel="preload" as="fetch" href="/api/public/search?category=Magicians&amp;postcode=sw11&amp;date=2031-06-14&amp;age=6" crossorigin="use-credentials" data-page-head>',
        ),
        html,
      );
      assert.match(
        html,
        /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/api\/media\/photos\/[0-9a-f-]+\/320\.avif 320w" imagesizes="\(max-width: 600px\) calc\(100vw - 32px\), 310px" fetchpriority="high" data-page-head>/,
      );
      // Filters the search refuses show its message on the page: nothing to preload.
      const refused = (await head('/results?age=ten&q=magic')).body;
      assert.match(
        refused,
        /content="Children&#39;s party providers matching your search across the UK: compare all-in prices/,
      );
      assert.doesNotMatch(refused, /rel="preload"/);
      assert.doesNotMatch((await head('/results?postcode=nowhere1')).body, /rel="preload"/);
      // A search that finds nothing still renders from its answer.
      assert.ok(
        (await head('/results?q=%20nothing%20like%20it%20')).body.includes(
          '<link rel="preload" as="fetch" href="/api/public/search?q=nothing+like+it" crossorigin="use-credentials" data-page-head>',
        ),
      );
    });

    test('a gallery: its name, count and owner, and its cover to share', async () => {
      const { id } = await createLive(t.app, owner, { name: 'Gallery Head Magic' });
      const photoId = await addPhotoRow(t.app, id, 'A rabbit in a hat');
      const created = await call(t.app, owner, 'POST', `/api/businesses/${id}/galleries`, {
        name: 'Summer parties',
        photoIds: [photoId],
      });
      assert.equal(created.statusCode, 201, created.body);
      const html = (await head(`/gallery/${created.json().id}`)).body;
      assert.ok(html.includes('content="Summer parties: 1 photo by Gallery Head Magic."'), html);
      assert.match(html, /<meta property="og:image" content="https:\/\/kidsevents\.example\/api\/media\/photos\//);
      assert.match(
        (await head('/gallery/not-a-uuid')).body,
        /og:image" content="https:\/\/kidsevents\.example\/logo\.png"/,
      );
    });

    test('the home page carries WebSite data; any other path the default head at its own address', async () => {
      const home = (await head('/')).body;
      assert.ok(home.includes(`<link rel="canonical" href="${SITE}/" data-page-head>`));
      assert.match(home, /"@type":"WebSite","name":"KidsEvents"/);
      const faq = (await head('/faq')).body;
      assert.ok(faq.includes(`<link rel="canonical" href="${SITE}/faq" data-page-head>`));
      assert.doesNotMatch(faq, /ld\+json/);
      // A path that would read as another host stays a path of the site.
      assert.ok((await head('//evil.example/x')).body.includes(`href="${SITE}//evil.example/x"`));
    });

    test('SITE_ORIGIN wins over whatever Host or forwarded host a caller sends', async () => {
      const html = (await head('/faq', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).body;
      assert.ok(html.includes(`href="${SITE}/faq"`));
      assert.doesNotMatch(html, /evil/);
    });
  });
}

describe('page heads without SITE_ORIGIN (development)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(pglite!, {
      env: { CORS_ORIGINS: 'http://localhost:3000', TRUST_PROXY: '127.0.0.1' },
    });
  });
  after(() => t.close());

  test("the origin the site's proxy states, when it is one of CORS_ORIGINS or this machine's; any other is refused", async () => {
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-head/faq',
      headers: { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' },
      remoteAddress: '127.0.0.1',
    });
    assert.ok(forwarded.body.includes('<link rel="canonical" href="http://localhost:3000/faq" data-page-head>'));
    const madeUp = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-head/faq',
      headers: { host: 'evil.example' },
      remoteAddress: '10.1.1.1',
    });
    assert.equal(madeUp.statusCode, 400);
    const local = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-head/faq',
      headers: { host: '127.0.0.1:41234' },
      remoteAddress: '10.1.1.1',
    });
    assert.ok(local.body.includes('<link rel="canonical" href="http://127.0.0.1:41234/faq" data-page-head>'));
    const notAnOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-head/faq',
      headers: { host: 'localhost@evil.example' },
      remoteAddress: '10.1.1.1',
    });
    assert.equal(notAnOrigin.statusCode, 400);
    assert.match(
      madeUp.json().message,
      /http:\/\/evil\.example is neither this machine's nor one of CORS_ORIGINS, and SITE_ORIGIN is not set/,
    );
  });
});
