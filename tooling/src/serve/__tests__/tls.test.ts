import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localCertificate, spkiOf } from '../tls.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tls-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the local certificate', () => {
  it('is made once for localhost, 127.0.0.1 and ::1, and every later call gets the same one', async () => {
    const first = await localCertificate(dir);
    const x509 = new X509Certificate(first.cert);
    expect(x509.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(await readFile(first.file, 'utf8')).toBe(first.key + first.cert);
    expect(first.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    const again = await localCertificate(dir);
    expect(again).toEqual(first);
  });

  it('is made anew when the file is damaged or its key and certificate do not belong together', async () => {
    const first = await localCertificate(dir);
    await writeFile(first.file, 'not a certificate');
    const second = await localCertificate(dir);
    expect(second.spki).not.toBe(first.spki);
    expect(spkiOf(second.cert)).toBe(second.spki);

    const other = await localCertificate(path.join(dir, 'other'));
    await writeFile(second.file, first.key + other.cert);
    const third = await localCertificate(dir);
    expect([first.spki, other.spki]).not.toContain(third.spki);
  });
});
