import { generateKeyPairSync, sign, webcrypto, type KeyObject } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registry } from 'shared/contracts';
import { checkPreview, PREVIEW_STORAGE_KEY, previewForPage, type Preview } from '../preview.ts';
import { showPreviewBar } from '../preview-bar.ts';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const hash = `sha384-${'A'.repeat(64)}`;
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const previewKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const registry: Registry = { remotes: { remote_shell: { entry: '/a/remoteEntry.js', integrity: hash } }, previewKey };

const now = Date.parse('2026-11-28T09:00:00Z');
const claims = {
  id: 'link-1',
  remote: 'remote_shell',
  version: '1.0.0-b',
  entry: 'http://localhost/b/remoteEntry.js',
  integrity: hash,
  iat: now / 1000,
  exp: now / 1000 + 3600,
};

/** As `pnpm ops preview` signs (tooling/src/ops/preview-token.ts). */
function token(body: object = claims, key: KeyObject = privateKey): string {
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${sign(null, Buffer.from(encoded), key).toString('base64url')}`;
}

const warn = jest.spyOn(console, 'warn');
beforeEach(() => warn.mockImplementation(() => undefined));
afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('preview tokens in the host', () => {
  it('honours a token the ops key signed, with WebCrypto Ed25519', async () => {
    expect(await checkPreview(token(), registry, now, subtle)).toEqual({
      ok: true,
      preview: {
        id: 'link-1',
        remote: 'remote_shell',
        version: '1.0.0-b',
        entry: claims.entry,
        integrity: hash,
        exp: claims.exp,
      },
    });
  });

  it.each([
    ['unsigned', () => Buffer.from(JSON.stringify(claims)).toString('base64url'), 'not a signed preview token'],
    [
      'edited',
      () => token().replace(/^[^.]+/, Buffer.from(JSON.stringify({ ...claims, version: 'x' })).toString('base64url')),
      'bad signature',
    ],
    ['signed by another key', () => token(claims, generateKeyPairSync('ed25519').privateKey), 'bad signature'],
    ['expired', () => token({ ...claims, exp: now / 1000 - 1 }), 'expired'],
    ['living beyond 24 h', () => token({ ...claims, exp: claims.iat + 86_401 }), 'lives longer than 24 h'],
    [
      'for a remote the registry lacks',
      () => token({ ...claims, remote: 'remote_chat' }),
      'no remote remote_chat in the registry',
    ],
    ['without a pinned hash', () => token({ ...claims, integrity: 'sha256-x' }), 'malformed claims'],
  ])('ignores a token %s', async (_label, make, reason) => {
    expect(await checkPreview(make(), registry, now, subtle)).toEqual({ ok: false, reason });
  });

  it('ignores every token when the registry has no preview key', async () => {
    expect(await checkPreview(token(), { remotes: registry.remotes }, now, subtle)).toEqual({
      ok: false,
      reason: 'the registry has no preview key',
    });
  });

  it('takes the token out of the address bar and keeps it for the tab’s later pages', async () => {
    const live = token({ ...claims, iat: Date.now() / 1000, exp: Date.now() / 1000 + 600 });
    window.history.replaceState(null, '', `/about?q=1&preview=${live}#top`);
    expect(await previewForPage(registry, subtle)).toMatchObject({ remote: 'remote_shell', version: '1.0.0-b' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/about?q=1#top');
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe(live);
    window.history.replaceState(null, '', '/contact');
    expect(await previewForPage(registry, subtle)).toMatchObject({ version: '1.0.0-b' });
  });

  it('forgets a kept token once it is no longer valid, and says so once', async () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, token({ ...claims, exp: Date.now() / 1000 - 5 }));
    expect(await previewForPage(registry, subtle)).toBeNull();
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Ignoring the preview link: expired.');
  });
});

describe('the preview bar', () => {
  it('says which remote and version run, until when, and offers the way out', async () => {
    const exit = jest.fn();
    const preview: Preview = { ...claims, exp: Date.parse('2026-11-28T11:00:00Z') / 1000 };
    showPreviewBar(preview, exit);
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar).toHaveTextContent('Preview: remote_shell 1.0.0-b (until 28 Nov 2026, 11:00)');
    await userEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
