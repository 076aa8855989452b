/** GET /api/public/page-head/<page path>: a page's head as HTML, for the site's server to splice in. */
import { Type } from '@sinclair/typebox';

export const PageHeadParams = Type.Object({
  '*': Type.String({
    maxLength: 2000,
    description: 'The page path after its leading slash, as the browser sent it: pages/magic-mikes-magic-shows.',
  }),
});

/** The page's own query string, passed on whole (the results page reads its filters from it). */
export const PageHeadQuery = Type.Object(
  {},
  { additionalProperties: true, description: "The page's query string as the browser sent it: q=magic&postcode=SW11." },
);

export const PageHeadHtml = Type.String({
  description:
    'The <meta>, <link> and JSON-LD tags of the page, each with a `data-page-head` attribute, for its <head>: description, canonical URL, og:* and twitter:* tags, structured data, and a preload of the largest image the page shows first.',
});
