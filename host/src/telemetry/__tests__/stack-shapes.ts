/**
 * Stacks as Chromium, Firefox and Safari print them for errors thrown in a remote's code, in
 * both layouts the site serves (a port per remote, or `/remotes/<name>/<version>/` on the site's
 * origin), shaped as the platform's errors are: thrown in a remote's event handler under React's
 * frames (the host's main.js provides React), in a render, in an async continuation, inside a
 * shared singleton the host provides but called from a remote, in a remote's entry, and through
 * `eval`. Each names the remote version that threw.
 */
import type { Attribution } from '../attribution.ts';

export type Site = { origin: string; entry: (remote: string, version: string) => string };

export const LAYOUTS: Record<'origins' | 'path', Site> = {
  origins: {
    origin: 'https://kidsevents.example',
    entry: (remote, version) => `https://${remote.replace('_', '-')}.cdn.example/${version}/remoteEntry.js`,
  },
  path: {
    origin: 'https://kidsevents.example',
    entry: (remote, version) => `https://kidsevents.example/remotes/${remote}/${version}/remoteEntry.js`,
  },
};

type Frame = { fn: string; url: string; line: number; column: number };

const chrome = (name: string, frames: Frame[]) =>
  [
    `${name}: something went wrong`,
    ...frames.map(
      (f) => `    at ${f.fn ? `${f.fn} (${f.url}:${f.line}:${f.column})` : `${f.url}:${f.line}:${f.column}`}`,
    ),
  ].join('\n');
const firefox = (_name: string, frames: Frame[]) =>
  frames.map((f) => `${f.fn}@${f.url}:${f.line}:${f.column}`).join('\n');
const safari = (_name: string, frames: Frame[]) =>
  frames.map((f) => (f.fn ? `${f.fn}@${f.url}:${f.line}:${f.column}` : `${f.url}:${f.line}:${f.column}`)).join('\n');

export const BROWSERS = { chrome, firefox, safari } as const;

export type StackCase = { label: string; stack: string; expected: Attribution | null };

/** Every shape for `remote` at `version`, on `site`, with the host's files at the site's origin. */
export function shapesFor(site: Site, remote: string, version: string): StackCase[] {
  const folder = site.entry(remote, version).replace(/remoteEntry\.js$/, '');
  const chunk = (n: number) => `${folder}chunks/${n}.${(n * 2654435761).toString(16).slice(0, 8)}.js`;
  const entry = `${folder}remoteEntry.js`;
  const main = `${site.origin}/main.3f9a2c1b.js`;
  const vendor = `${site.origin}/chunks/vendors-react-dom.8e1d.js`;
  const sharedUi = `${site.origin}/chunks/shared_ui.77ab.js`;
  const expected = { remote, version };
  const shapes: Array<{ label: string; frames: Frame[] }> = [
    {
      label: 'event handler under React',
      frames: [
        { fn: 'onClick', url: chunk(512), line: 1, column: 4021 },
        { fn: 'executeDispatch', url: vendor, line: 1, column: 120334 },
        { fn: 'processDispatchQueue', url: vendor, line: 1, column: 121002 },
        { fn: 'batchedUpdates$1', url: vendor, line: 1, column: 99887 },
        { fn: 'dispatchEventForPluginEventSystem', url: vendor, line: 1, column: 122300 },
      ],
    },
    {
      label: 'render',
      frames: [
        { fn: 'BookingList', url: chunk(77), line: 2, column: 331 },
        { fn: 'renderWithHooks', url: vendor, line: 1, column: 55012 },
        { fn: 'beginWork', url: vendor, line: 1, column: 70001 },
        { fn: 'performUnitOfWork', url: main, line: 1, column: 3001 },
      ],
    },
    {
      label: 'async continuation',
      frames: [
        { fn: 'loadQuotes', url: chunk(903), line: 1, column: 9001 },
        { fn: 'async Promise.all', url: main, line: 1, column: 1 },
        { fn: 'async refresh', url: chunk(903), line: 1, column: 8800 },
      ],
    },
    {
      label: 'inside a host-provided singleton, called from the remote',
      frames: [
        { fn: 'formatPence', url: sharedUi, line: 1, column: 1002 },
        { fn: 'QuoteTotal', url: chunk(41), line: 1, column: 230 },
        { fn: 'renderWithHooks', url: vendor, line: 1, column: 55012 },
      ],
    },
    {
      label: 'in the remote entry',
      frames: [
        { fn: '', url: entry, line: 1, column: 18222 },
        { fn: 'Object.get', url: entry, line: 1, column: 19000 },
        { fn: 'loadRemote', url: main, line: 1, column: 40111 },
      ],
    },
    {
      label: 'a timer callback',
      frames: [{ fn: '', url: chunk(12), line: 3, column: 77 }],
    },
  ];
  return shapes.flatMap(({ label, frames }) =>
    Object.entries(BROWSERS).map(([browser, print]) => ({
      label: `${remote}@${version} ${label} (${browser})`,
      stack: print('TypeError', frames),
      expected,
    })),
  );
}

/** Errors of the host's own code and of scripts that are no remote's: no remote to blame. */
export function hostShapes(site: Site): StackCase[] {
  const main = `${site.origin}/main.3f9a2c1b.js`;
  const frames: Frame[] = [
    { fn: 'SearchPage', url: `${site.origin}/chunks/search.12ab.js`, line: 1, column: 200 },
    { fn: 'renderWithHooks', url: main, line: 1, column: 55012 },
  ];
  const extension: Frame[] = [{ fn: 'inject', url: 'chrome-extension://abcdefgh/content.js', line: 1, column: 10 }];
  return Object.entries(BROWSERS).flatMap(([browser, print]) => [
    { label: `host page (${browser})`, stack: print('Error', frames), expected: null },
    { label: `extension (${browser})`, stack: print('Error', extension), expected: null },
  ]);
}
