/**
 * The Chromium each build's Lighthouse runs connect to: Debian's build, on its own profile
 * (user-data-dir), with a DevTools port. What a visit needs in localStorage (the view, and the
 * cookie choice or its absence) is written into that profile first, through a short CDP
 * connection to a page of the site's origin; a returning visit also loads the page once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from 'shared/contracts';
import { groupAlive, signalGroup } from 'tooling/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, settleServiceWorker } from './browser.ts';
import type { View, Visit } from './figures.ts';

export type LighthouseBrowser = {
  /** The DevTools port of the Chromium now running (it changes when prepareVisit restarts it). */
  readonly port: number;
  /** Its profile, removed by close() once every process of the browser is gone. */
  readonly userDataDir: string;
  /**
   * Readies this browser's profile for one run on `url`: the view stored; for a first visit no
   * cookie choice, for a returning one a new profile, a choice made and the page loaded once. Then
   * Chromium is restarted on the same profile, so the run starts in a renderer that has run none
   * of the site; it throws if what was stored did not reach the disk.
   */
  prepareVisit: (url: string, view: View, visit: Visit) => Promise<void>;
  close: () => Promise<void>;
};

async function devToolsPort(userDataDir: string, child: ChildProcess): Promise<number> {
  // Chromium writes the port it picked for --remote-debugging-port=0 into this file.
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port`);
    const text = await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await sleep(100);
  }
  throw new Error('Chromium did not open its DevTools port in 15 s');
}

/** The key of the token prepareVisit writes last, to find on disk (see storedOnDisk). */
const PREPARED_KEY = 'bench-prepared';

/** How long a running Chromium is given to commit localStorage (it batches commits for seconds). */
const COMMIT_WAIT_MS = 15_000;

/**
 * Whether the profile's localStorage (a LevelDB under Default/Local Storage) holds `token`.
 * Writes reach the disk in batches, in order, so the token written last being there means
 * everything before it is too. The bytes are plain in LevelDB's log, where a running Chromium
 * commits them; a table that a shutdown compacts them into may compress them past finding.
 */
async function storedOnDisk(userDataDir: string, token: string): Promise<boolean> {
  const dir = path.join(userDataDir, 'Default', 'Local Storage', 'leveldb');
  const needle = Buffer.from(token, 'latin1');
  for (const name of await readdir(dir).catch(() => [])) {
    if ((await readFile(path.join(dir, name)).catch(() => null))?.includes(needle)) return true;
  }
  return false;
}

const removeProfile = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });

type Running = { child: ChildProcess; port: number };

/** Chromium on `userDataDir`, once its DevTools port is open. */
async function launch(userDataDir: string, flags: readonly string[]): Promise<Running> {
  // A previous Chromium's file would name its closed port.
  await rm(path.join(userDataDir, 'DevToolsActivePort'), { force: true });
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, ...flags, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    // A process group of its own: its helpers (renderers, the network and storage services) are
    // in it, so stop() can tell when the last of them is gone.
    { stdio: 'ignore', detached: true },
  );
  try {
    return { child, port: await devToolsPort(userDataDir, child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/**
 * SIGTERM to the browser process alone is Chromium's orderly shutdown: it writes the profile
 * (caches, service workers) and then closes its helpers. Those may outlive it for a moment, still
 * writing to the profile, so this waits for the whole group, and kills what is left after 5 s.
 * (Bounded: a helper left a zombie by a parent that does not reap would count as alive.)
 */
async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000, undefined, { ref: false })]);
  }
  const waitForGroup = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (groupAlive(pid) && Date.now() < deadline) await sleep(50, undefined, { ref: false });
  };
  await waitForGroup(5_000);
  signalGroup(pid, 'SIGKILL');
  await waitForGroup(2_000);
}

/**
 * `extraFlags`: what the served site needs, such as trusting its local certificate.
 *
 * Why the restart before every run: a renderer that has run the site keeps its scripts in V8's
 * in-memory compilation cache, and with a service worker registered Chromium puts the next page
 * of the site into that same renderer. Lighthouse's DevTools session, attaching there, made V8
 * re-parse every script for source positions: one task of 50-70 ms at the document's start,
 * 200-280 ms in the simulated phone's blocking time, for either build. No visitor pays for it,
 * and a visitor who comes back starts a new renderer, with what the disk kept: the HTTP cache,
 * V8's code cache, the service worker and its caches.
 */
export async function startLighthouseBrowser(extraFlags: readonly string[] = []): Promise<LighthouseBrowser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let running: Running;
  try {
    running = await launch(userDataDir, extraFlags);
  } catch (error) {
    await removeProfile(userDataDir);
    throw error;
  }
  const close = async () => {
    await stop(running.child);
    await removeProfile(userDataDir);
  };
  /**
   * A returning visit is the load after the first, so it starts from an empty profile. In the
   * profile the earlier runs had used, `main.js` read a code cache their loads left, and its
   * compile took 20-30 ms longer in every returning run, for both builds (docs/performance.md,
   * "The run of five on a slower machine").
   */
  const startOver = async () => {
    await close();
    running = await launch(userDataDir, extraFlags);
  };
  const prepareVisit = async (url: string, view: View, visit: Visit) => {
    if (visit === 'returning') await startOver();
    const token = randomUUID();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${running.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      // A path that is not the app (a 404 on the origin) is enough to reach its localStorage.
      await page.goto(new URL('/bench-set-view.txt', url).href);
      await page.evaluate(
        ({ keys, chosen, returning }) => {
          window.localStorage.setItem(keys.selectedView, chosen);
          if (returning) {
            window.localStorage.setItem(keys.userConsent, 'declined');
            window.localStorage.setItem(keys.consentTimestamp, String(Date.now()));
          } else {
            window.localStorage.removeItem(keys.userConsent);
            window.localStorage.removeItem(keys.consentTimestamp);
          }
        },
        { keys: STORAGE_KEYS, chosen: view, returning: visit === 'returning' },
      );
      if (visit === 'returning') {
        await page.goto(url, { waitUntil: 'networkidle' });
        await settleServiceWorker(page);
      }
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [PREPARED_KEY, token] as const);
      // Chromium writes localStorage to disk seconds after the page does, or when it shuts down;
      // but with a service worker running it shut down without writing it, and the visit lost its
      // view and cookie choice (a returning visit then showed the cookie banner). Stopped first,
      // the shutdown writes it; storedOnDisk checks.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
      await page.close();
    } finally {
      // Disconnects only: Chromium keeps running until it is restarted below.
      await browser.close();
    }
    // Found in the log while Chromium runs, it is on disk whatever the shutdown does; if not in
    // time, the shutdown's own write is checked.
    let written = false;
    for (const deadline = Date.now() + COMMIT_WAIT_MS; !written && Date.now() < deadline;) {
      written = await storedOnDisk(userDataDir, token);
      if (!written) await sleep(200);
    }
    await stop(running.child);
    written ||= await storedOnDisk(userDataDir, token);
    running = await launch(userDataDir, extraFlags);
    // A run without the visit's view and cookie choice would measure another page: refuse it.
    if (!written) throw new Error(`Chromium shut down without writing the ${visit} visit's localStorage to disk`);
  };
  return {
    get port() {
      return running.port;
    },
    userDataDir,
    prepareVisit,
    close,
  };
}
