import { isolateChunks } from '../remote-swap.ts';

type Scope = Record<string, { push: (data: unknown) => number } | undefined>;
const scope = globalThis as unknown as Scope;

function runAs(src: string, work: () => void) {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    work();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

/** A webpack runtime starting on the chunk-loading global, as a remoteEntry.js does. */
function startRuntime(key: string, installed: unknown[]) {
  const global = (scope[key] ??= [] as unknown as { push: (data: unknown) => number }) as unknown as unknown[] & {
    push: (data: unknown) => number;
  };
  global.forEach((data) => installed.push(data));
  const parent = global.push.bind(global);
  global.push = (data: unknown) => {
    installed.push(data);
    return parent(data);
  };
}

describe('a second version of a remote in the same page', () => {
  afterEach(() => {
    delete scope.webpackChunkremote_shell;
    document.head.innerHTML = '';
  });

  it('keeps the versions’ chunks apart: the new runtime never takes the old one’s, and each gets its own', () => {
    const v1: unknown[] = [];
    startRuntime('webpackChunkremote_shell', v1);
    runAs('http://shell.test/1/chunks/a.js', () => scope.webpackChunkremote_shell!.push('old chunk a'));
    const oldScript = document.createElement('script');
    oldScript.src = 'http://shell.test/1/chunks/a.js';
    const otherScript = document.createElement('script');
    otherScript.src = 'http://bell.test/1/chunks/a.js';
    document.head.append(oldScript, otherScript);

    isolateChunks('remote_shell', 'http://shell.test/1/remoteEntry.js');
    // The old version's script elements are gone (webpack would take them for the new one's).
    expect(oldScript.isConnected).toBe(false);
    expect(otherScript.isConnected).toBe(true);

    const v2: unknown[] = [];
    startRuntime('webpackChunkremote_shell', v2);
    expect(v2).toEqual([]);
    runAs('http://shell.test/2/chunks/a.js', () => scope.webpackChunkremote_shell!.push('new chunk a'));
    runAs('http://shell.test/1/chunks/b.js', () => scope.webpackChunkremote_shell!.push('old chunk b'));
    expect(v2).toEqual(['new chunk a']);
    expect(v1).toEqual(['old chunk a', 'old chunk b']);
  });
});
