/**
 * The local certificate the site's servers use for HTTPS and HTTP/2 on this machine (Node's
 * servers and the local nginx edge alike). Made with the `selfsigned` package, so a machine with
 * only Node and npm has one; kept in `.local/tls/` so every process of a run (a test runner and
 * its workers, nginx and the browser told to trust it) agrees on the same key.
 */
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export type LocalCertificate = {
  /** PEM texts, for Node's servers. */
  key: string;
  cert: string;
  /**
   * Both in one PEM file, written at once so that no reader ever sees a key of one pair and the
   * certificate of another: nginx's ssl_certificate and ssl_certificate_key, NODE_EXTRA_CA_CERTS.
   */
  file: string;
  /** Base64 SHA-256 of the public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spki: string;
};

/** The names a local server answers on. */
export const LOCAL_NAMES = { dns: ['localhost'], ips: ['127.0.0.1', '::1'] };

/** Renewed a week before it expires, so a long run never meets an expired certificate. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

export function localTlsDir(repoRoot: string): string {
  return path.join(repoRoot, '.local', 'tls');
}

export function spkiOf(cert: string): string {
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** A new self-signed certificate for localhost, 127.0.0.1 and ::1 (EC P-256, SHA-256, a year). */
export async function generateLocalCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...LOCAL_NAMES.dns.map((value) => ({ type: 2 as const, value })),
          ...LOCAL_NAMES.ips.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  return { key: `${pems.private.trim()}\n`, cert: `${pems.cert.trim()}\n` };
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----\n?/g;

/** The bundle's key and certificate when both are there, belong together, and are not about to expire. */
function usable(bundle: string | null): { key: string; cert: string } | null {
  if (!bundle) return null;
  const blocks = [...bundle.matchAll(PEM_BLOCK)];
  const key = blocks.find((block) => block[1]!.endsWith('PRIVATE KEY'))?.[0];
  const cert = blocks.find((block) => block[1] === 'CERTIFICATE')?.[0];
  if (!key || !cert) return null;
  try {
    const x509 = new X509Certificate(cert);
    if (!x509.checkPrivateKey(createPrivateKey(key))) return null;
    if (new Date(x509.validTo).getTime() - Date.now() < RENEW_BEFORE_MS) return null;
    return { key, cert };
  } catch {
    return null;
  }
}

/**
 * The machine's local certificate, kept in `dir` (`localTlsDir(repoRoot)`), made there first when
 * missing, unreadable or near its end. Written to a temporary name and renamed, so a process
 * reading at the same moment gets a whole pair, old or new.
 */
export async function localCertificate(dir: string): Promise<LocalCertificate> {
  const file = path.join(dir, 'localhost.pem');
  let pair = usable(await fs.readFile(file, 'utf8').catch(() => null));
  if (!pair) {
    pair = await generateLocalCertificate();
    await fs.mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, pair.key + pair.cert, { mode: 0o600 });
    await fs.rename(temporary, file);
  }
  return { ...pair, file, spki: spkiOf(pair.cert) };
}
