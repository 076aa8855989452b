/**
 * The head the site's server wrote into the HTML (the API's page head: tags marked
 * `data-page-head`), which describes the address the page was loaded at. It stays while that
 * address is shown; at the first navigation the browser's own PageMeta takes over for good.
 */
const SERVED_TAGS = '[data-page-head]';

const addressOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** Read once, as the page starts: the address its served head describes, or null when it came without one. */
let servedAddress: string | null =
  typeof document !== 'undefined' && document.head.querySelector(SERVED_TAGS) ? addressOf(window.location) : null;

/** Whether the served head describes `location`: it does until the page first leaves its address. */
export function servedHeadDescribes(location: { pathname: string; search: string }): boolean {
  if (servedAddress === null) return false;
  if (servedAddress === addressOf(location)) return true;
  takeOverHead();
  return false;
}

/**
 * Removes the served tags. It runs while PageMeta renders its own tags, before React commits
 * them: React adopts a tag already in <head> that matches one it renders, and a served tag
 * adopted would then be removed under it. Removing is idempotent, so a render React repeats
 * or drops does no harm.
 */
function takeOverHead(): void {
  servedAddress = null;
  for (const tag of document.head.querySelectorAll(SERVED_TAGS)) tag.remove();
}
