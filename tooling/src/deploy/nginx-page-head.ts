/**
 * nginx's way of giving every page its own head, as the Node site server does (serve/page-head.ts):
 * the host's HTML goes through SSI, and the include the page template holds at its marker is
 * answered by an internal location that asks the API for the page's head. In that subrequest
 * `$request_uri` is still the page's own address, as the browser sent it, query and all.
 * Heads are cached a minute per origin and address; a stale one is served while it is refreshed,
 * and an API that fails or is slow leaves the page without one (its scripts then write it).
 */
import { PAGE_HEAD_API_PATH, PAGE_HEAD_INCLUDE } from '../serve/page-head.ts';

export const PAGE_HEAD_CACHE_ZONE = 'page_head';
/** How long a page waits for a head nginx does not have. */
export const PAGE_HEAD_TIMEOUT = '500ms';

/** The cache's folder and zone, in the http block (beside the API's upstream): 10k heads in 1 MB of keys. */
export function pageHeadCache(cacheDir: string): string {
  return `# Page heads from the API, kept a minute (see the ${PAGE_HEAD_INCLUDE} location).
proxy_cache_path ${cacheDir.replace(/\/+$/, '')}/page-head levels=1:2 keys_zone=${PAGE_HEAD_CACHE_ZONE}:1m max_size=50m inactive=10m use_temp_path=off;
`;
}

/**
 * The include's location. The origin the browser asked for (its Host, port included) is stated
 * to the API, which names it only if it is the site's (SITE_ORIGIN, or a known origin in
 * development), and is part of the cache key, so no one's made-up Host reaches anyone else.
 */
export function pageHeadLocation(): string {
  return `  # A page's head, for the SSI include in every page (<!--# include virtual="${PAGE_HEAD_INCLUDE}" -->).
  location = ${PAGE_HEAD_INCLUDE} {
    internal;
    proxy_pass http://api${PAGE_HEAD_API_PATH}$request_uri;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header Forwarded "";
    proxy_set_header Accept-Encoding "";
    proxy_connect_timeout ${PAGE_HEAD_TIMEOUT};
    proxy_send_timeout ${PAGE_HEAD_TIMEOUT};
    proxy_read_timeout ${PAGE_HEAD_TIMEOUT};
    proxy_next_upstream off;
    proxy_cache ${PAGE_HEAD_CACHE_ZONE};
    proxy_cache_key $scheme://$http_host$request_uri;
    proxy_cache_valid 200 60s;
    proxy_cache_lock on;
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    proxy_cache_background_update on;
    # Anything but the API's 200 is left out: the page goes without a head rather than with an error.
    proxy_intercept_errors on;
    error_page 400 403 404 429 500 502 503 504 = @no_page_head;
  }

  location @no_page_head {
    return 204;
  }
`;
}

/**
 * The host's pages, wherever a request ends up at one (`/` and a directory through its index, a
 * client-side route through try_files' fallback: both internal redirects to the .html file):
 * SSI on, and each page compressed as it goes out, since a precompressed file would bypass the
 * include. nginx drops a page's ETag and Last-Modified under SSI, so no stale head is ever a 304.
 */
export function pagesLocation(snippet: string, cacheControl: string, brotli: boolean): string {
  return `  # The host's pages, each with its own head spliced in at its marker (SSI).
  location ~ "\\.html$" {
    include ${snippet};
    add_header Cache-Control "${cacheControl}" always;
    ssi on;
    gzip_static off;${brotli ? '\n    brotli_static off;' : ''}
  }
`;
}
