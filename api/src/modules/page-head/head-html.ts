/**
 * A page's head as HTML, spliced by the site's server (or nginx's SSI) into the page's <head>:
 * the tags the browser's PageMeta renders, each marked `data-page-head` so the page's scripts
 * know the head came with the HTML and replace it, rather than add to it, once the address changes.
 * Every value is text from the database or the address bar: attributes are escaped, and the
 * JSON-LD cannot close its <script>.
 */
import type { PageMeta } from './page-meta.ts';
import { DEFAULT_TITLE, SITE_NAME } from './site-facts.ts';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

/** JSON that stays JSON inside <script>: no `<`, `>` or `&` to end the element or open a comment. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  const text = Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
    .join('');
  return `<${name}${text} data-page-head>`;
}

/** The head of a page on the site at `origin`. */
export function headHtml(meta: PageMeta, origin: string): string {
  // Parsed as one string, so a path beginning `//` stays a path of this origin.
  const canonical = new URL(`${origin}${meta.canonicalPath}`).href;
  const tags = [
    // The read the page renders from, then the image it shows largest. Credentials as the
    // site's client sends them: a preload is reused only by a request that matches it.
    meta.dataPreload &&
      tag('link', { rel: 'preload', as: 'fetch', href: meta.dataPreload, crossorigin: 'use-credentials' }),
    meta.preload &&
      tag('link', {
        rel: 'preload',
        as: 'image',
        type: meta.preload.type,
        imagesrcset: meta.preload.srcset,
        imagesizes: meta.preload.sizes,
        fetchpriority: 'high',
      }),
    tag('meta', { name: 'description', content: meta.description }),
    tag('link', { rel: 'canonical', href: canonical }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:title', content: DEFAULT_TITLE }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:image', content: meta.image }),
    tag('meta', { property: 'og:type', content: meta.type }),
    tag('meta', { property: 'og:locale', content: 'en_GB' }),
    tag('meta', { name: 'twitter:card', content: meta.ownImage ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: DEFAULT_TITLE }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'twitter:image', content: meta.image }),
    meta.structuredData &&
      `<script type="application/ld+json" data-page-head>${scriptSafeJson(meta.structuredData)}</script>`,
  ];
  return `${tags.filter(Boolean).join('\n')}\n`;
}
