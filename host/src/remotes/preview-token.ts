/**
 * The only part of previews every tab runs: is there a token at all? Checking one (WebCrypto,
 * the claims) and the bar are fetched only by a tab that has one (preview-session.ts), so the
 * host's first script carries none of it.
 */

/** The URL parameter of a preview link (`pnpm ops preview`), and where the tab keeps its token. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'kids-events.preview';

export function previewStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The token of the link this tab was opened with (taken out of the address bar at once, and kept
 * for the tab's later pages once it checks out), or the one the tab keeps; null for almost every tab.
 */
export function previewToken(): string | null {
  const url = new URL(window.location.href);
  const linked = url.searchParams.get(PREVIEW_PARAM);
  if (linked !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return linked || null;
  }
  try {
    return previewStorage()?.getItem(PREVIEW_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused: only a link's own token counts.
    return null;
  }
}
