import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deploy, history } from '../commands.ts';
import type { Environment } from '../environments.ts';
import { issuePreview, previewKeyFile, previewLogFile, recordPreviewUse } from '../preview.ts';
import { checkPreview, PREVIEW_MAX_MS, signPreview } from '../preview-token.ts';
import { publish, publishHost, testEnvironment } from './published-store.ts';

let root: string;
let env: Environment;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ops-preview-'));
  env = { ...testEnvironment(root), siteOrigin: 'http://localhost:3000' };
  await publishHost(root);
  await publish(root, 'remote_shell', '1.0.0-a', 100);
  await publish(root, 'remote_shell', '1.0.0-b', 50);
  await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const served = async () => JSON.parse(await readFile(env.registryFile, 'utf8'));

describe('signed previews', () => {
  it('signs a link naming one remote and one published version, puts the public key in the registry and the issue in history', async () => {
    const now = Date.parse('2026-11-28T09:00:00Z');
    const issued = await issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime: '2h', actor: 'bob', now });
    expect(issued.link).toBe(`http://localhost:3000/?preview=${issued.token}`);
    expect(issued.claims).toMatchObject({
      remote: 'remote_shell',
      version: '1.0.0-b',
      entry: 'http://localhost:3001/1.0.0-b/remoteEntry.js',
      integrity: expect.stringMatching(/^sha384-/),
      exp: now / 1000 + 7200,
    });
    const registry = await served();
    expect(registry.previewKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(checkPreview(issued.token, registry.previewKey, now)).toEqual({ ok: true, claims: issued.claims });
    expect((await history(env, 'remote_shell')).at(-1)).toMatchObject({
      action: 'preview',
      actor: 'bob',
      from: '1.0.0-a',
      to: '1.0.0-b',
      preview: { id: issued.claims.id, expires: '2026-11-28T11:00:00.000Z' },
    });
    expect(await readFile(env.recordFile, 'utf8')).not.toContain(issued.token);
    // The key stays with ops, readable by its owner only, and signs the next link too.
    expect((await stat(previewKeyFile(env))).mode & 0o077).toBe(0);
    const second = await issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime: '30m', actor: 'bob', now });
    expect((await served()).previewKey).toBe(registry.previewKey);
    expect(checkPreview(second.token, registry.previewKey, now).ok).toBe(true);
  });

  it('refuses an expired, edited, foreign-signed or over-long token', async () => {
    const now = Date.now();
    const { token, claims } = await issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime: '1h', actor: 'bob', now });
    const key = (await served()).previewKey as string;
    expect(checkPreview(token, key, now + 3_600_001)).toEqual({ ok: false, reason: 'expired' });
    const [body, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify({ ...claims, version: '1.0.0-a' })).toString('base64url');
    expect(checkPreview(`${edited}.${signature}`, key, now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(checkPreview(body, key, now)).toEqual({ ok: false, reason: 'not a signed preview token' });
    const stranger = generateKeyPairSync('ed25519').privateKey;
    expect(checkPreview(signPreview(claims, stranger), key, now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(checkPreview(token, undefined, now)).toEqual({ ok: false, reason: 'the registry has no preview key' });
    const opsKey = createPrivateKey(await readFile(previewKeyFile(env), 'utf8'));
    const longLived = signPreview({ ...claims, exp: claims.iat + 86_401 }, opsKey);
    expect(checkPreview(longLived, key, now)).toEqual({ ok: false, reason: 'lives longer than 24 h' });
  });

  it('never signs beyond 24 h, nor a version a deploy would refuse', async () => {
    for (const lifetime of ['25h', '2d', '0m', 'soon', ''])
      await expect(issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime, actor: 'bob' })).rejects.toThrow(
        '--for must be a duration up to 24h',
      );
    await expect(
      issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime: '24h', actor: 'bob' }),
    ).resolves.toMatchObject({
      claims: { remote: 'remote_shell' },
    });
    await expect(issuePreview(env, 'remote-shell', '9.9.9', { lifetime: '1h', actor: 'bob' })).rejects.toThrow(
      'Refusing to preview remote_shell 9.9.9: it is not one of its published versions',
    );
    expect(PREVIEW_MAX_MS).toBe(86_400_000);
  });

  it('records each use of a link, valid or not, without the token', async () => {
    const { token, claims } = await issuePreview(env, 'remote-shell', '1.0.0-b', { lifetime: '1h', actor: 'bob' });
    await recordPreviewUse(env.registryFile, token);
    await recordPreviewUse(env.registryFile, `${token}x`);
    const lines = (await readFile(previewLogFile(env.registryFile), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { at: expect.any(String), valid: true, id: claims.id, remote: 'remote_shell', version: '1.0.0-b' },
      { at: expect.any(String), valid: false, reason: 'bad signature' },
    ]);
  });
});
