/**
 * `/` as prerendered holds both of its first views: the view chooser (a first visit: no view
 * stored) and the home in the layout (a returning visitor). The build cannot know which applies,
 * so this script, inline in `/`'s head, marks `<html>` before anything is drawn, and CSS shows
 * the one that applies until the browser draws only that one (the root layout).
 *
 * It reads the stored view as the store does (shared/store's createAppStore): only `organizer`
 * or `provider` counts as chosen, and storage that throws counts as nothing stored; a unit test
 * holds the two alike. It imports nothing: its text is the page's, and the Content-Security-Policy
 * allows it by its hash (tooling/src/serve/headers.ts, which a test holds to this text).
 * Without JavaScript it never runs and the home shows, as it does to search engines that read
 * the HTML only.
 */
export const FIRST_VISIT_ATTRIBUTE = 'data-first-visit';

export const FIRST_VISIT_SCRIPT =
  '(function(){var v;try{v=localStorage.getItem("selectedView")}catch(e){}' +
  `document.documentElement.setAttribute("${FIRST_VISIT_ATTRIBUTE}",v==="organizer"||v==="provider"?"false":"true")})()`;

/** The script as `/`'s head carries it. */
export const FIRST_VISIT_HEAD = `<script>${FIRST_VISIT_SCRIPT}</script>`;

/**
 * Whether this document is `/` as prerendered, holding both first views: in the build (no
 * document), or in a browser where the head script has marked `<html>`. Offline, the service
 * worker answers `/` with the frame, which holds one layout and no script: hydration must then
 * expect the frame's markup.
 */
export function holdsBothFirstViews(): boolean {
  return typeof document === 'undefined' || document.documentElement.hasAttribute(FIRST_VISIT_ATTRIBUTE);
}
