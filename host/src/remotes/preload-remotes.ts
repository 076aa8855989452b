import { readStoredConsent } from 'shared/consent/stored-choice';
import { NOTIFICATION_PATHS, ORGANIZER_PATHS, PROVIDER_PATHS } from 'shared/contracts';
import { browserStorage } from 'shared/store';
import { sessionCohort } from './cohort.ts';
import { chooseVersions, parseRegistry, readRegistryDocument, shareEarlyRegistry } from './registry.ts';

const firstSegment = (path: string) => path.split('/')[0];

const PAGE_GROUPS: Array<[remote: string, segments: Set<string | undefined>]> = [
  ['remote_organizer', new Set(Object.values(ORGANIZER_PATHS).map(firstSegment))],
  ['remote_provider', new Set(Object.values(PROVIDER_PATHS).map(firstSegment))],
  ['remote_notifications', new Set(Object.values(NOTIFICATION_PATHS).map(firstSegment))],
];

/** The page-group remote a page at `pathname` renders, if any. */
export function pageGroupFor(pathname: string): string | undefined {
  const segment = pathname.split('/')[1];
  return PAGE_GROUPS.find(([, segments]) => segments.has(segment))?.[0];
}

/**
 * What a page's first view needs first: its content (`group`: a page group's remote, or on a
 * host page the host's own) is the largest paint, unless the cookie banner shows (no choice is
 * stored) and the page has no picture of its own: the banner's text is larger then, and it is
 * the shell's.
 */
export type FirstRemote = 'group' | 'shell';

/** The page's largest image, which its HTML names when it knows it (the API's page head). */
const PAGE_IMAGE = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/** What the first view of this document needs first (see FirstRemote). */
export function firstRemoteHere(): FirstRemote {
  const choiceStored = readStoredConsent(browserStorage(), Date.now()) !== null;
  return choiceStored || document.querySelector(PAGE_IMAGE) ? 'group' : 'shell';
}

/**
 * The remotes whose entries a page at `pathname` preloads, in the order they are needed (see
 * FirstRemote). Not the page group's while the banner leads: its entry, downloading beside the
 * shell's, held up the banner on a slow link, so its loader fetches it once the banner is drawn
 * (firstViewOrder; docs/performance.md, "The page group's entry after the banner").
 */
export function remotesFor(pathname: string, first: FirstRemote): string[] {
  const group = pageGroupFor(pathname);
  return group && first === 'group' ? [group, 'remote_shell'] : ['remote_shell'];
}

/**
 * With the integrity and CORS mode of the script that will use it: a preload that differs is not
 * used. At low priority, the deferred main.js's own: an entry cannot run before main.js has, so
 * on the site's one HTTP/2 connection it must not take main.js's bandwidth (a preload is High).
 */
function preloadScript(href: string, integrity: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('fetchpriority', 'low');
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('integrity', integrity);
  link.setAttribute('href', href);
  document.head.appendChild(link);
  return link;
}

/** Resolves when the preload has its answer, whatever it is (a failure is the loader's to report). */
const settled = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Reads the registry and preloads the remoteEntry.js of the remotes the first view needs
 * (remotesFor), so they download while main.js does instead of after it. One after the other: on
 * the site's one connection the first one then has the bandwidth to itself, and the other, which
 * starts after it anyway (firstViewOrder), follows.
 * The host's start-up takes over the registry read here; a wrong guess costs one unused
 * download, nothing else.
 */
export async function preloadRemotes(): Promise<void> {
  const registry = readRegistryDocument();
  shareEarlyRegistry(registry);
  const remotes = chooseVersions(parseRegistry(await registry), sessionCohort());
  const entries = remotesFor(window.location.pathname, firstRemoteHere()).flatMap((name) => remotes[name] ?? []);
  for (const [index, { entry, integrity }] of entries.entries()) {
    const link = preloadScript(entry, integrity);
    if (index < entries.length - 1) await settled(link);
  }
}
