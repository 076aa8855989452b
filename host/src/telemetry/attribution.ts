/** What ran: a remote (federation name) at a published version, or the host itself. */
export type Attribution = { remote: string; version: string };

/** The host is built and served with the page, not versioned through the registry. */
export const HOST: Attribution = { remote: 'host', version: 'current' };

/** Where one remote version's files are served from (`…/<version>/`), and which it is. */
export type VersionBase = Attribution & { base: string };

/**
 * A remote version's folder and name from its entry URL: the registry names
 * `<base>/<version>/remoteEntry.js` in either layout (a port of its own, or `/remotes/<name>/`),
 * and every chunk of that version is served under the same folder.
 */
export function versionBase(remote: string, entry: string): VersionBase | null {
  const url = URL.canParse(entry) ? new URL(entry) : null;
  if (!url) return null;
  const folder = url.pathname.replace(/[^/]*$/, '');
  const version = folder.split('/').filter(Boolean).at(-1);
  return version ? { remote, version: decodeURIComponent(version), base: `${url.origin}${folder}` } : null;
}

/** A remote's registered version: its entry URL, and its name when the registry gives it. */
export type RegisteredVersion = { entry: string; version?: string };

export function versionBases(remotes: Record<string, RegisteredVersion>): VersionBase[] {
  return Object.entries(remotes).flatMap(([remote, { entry, version }]) => {
    const base = versionBase(remote, entry);
    return base ? [{ ...base, ...(version && { version }) }] : [];
  });
}

/** Script URLs in a stack, innermost frame first (V8's `at f (url:1:2)`, Gecko's and WebKit's `f@url:1:2`). */
export function stackUrls(stack: string): string[] {
  return [...stack.matchAll(/(https?:\/\/[^\s()@]+?)(?::\d+){1,2}(?=\)|\s|$)/gm)].map((match) => match[1]!);
}

/** The remote version serving `url`, or null when it is none of them (the host's own files, an extension). */
export function attributeUrl(url: string, bases: readonly VersionBase[]): Attribution | null {
  // Longest base first: one base can never be the prefix of another version's, but be exact anyway.
  let best: VersionBase | null = null;
  for (const base of bases) {
    if (url.startsWith(base.base) && (!best || base.base.length > best.base.length)) best = base;
  }
  return best && { remote: best.remote, version: best.version };
}

/**
 * Which remote version threw: the innermost frame served from a remote version's folder. Frames of
 * the host's files (React and the shared singletons the host provides) are passed over, so an
 * error a remote's code causes inside a library is still the remote's. Null when no frame is a
 * remote's: the caller falls back on the slot, else the host.
 */
export function attributeStack(stack: string | undefined, bases: readonly VersionBase[]): Attribution | null {
  if (!stack) return null;
  for (const url of stackUrls(stack)) {
    const found = attributeUrl(url, bases);
    if (found) return found;
  }
  return null;
}
