/**
 * An HTML page changed on its way out (its head spliced in: page-head.ts) cannot be the build's
 * precompressed file, so it is compressed here: brotli or gzip at the build's own levels, each
 * distinct page once (the same page is sent again and again while its head is kept). Its ETag is
 * its content's, so a page whose head changed is never answered 304.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What a server does to each HTML page before sending it. */
export type HtmlTransform = (req: IncomingMessage, html: string) => string | Promise<string>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = {
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body: Buffer) => gzip(body, { level: 9 }),
} as const;

type Encoding = keyof typeof ENCODERS;

/** Compressed pages kept; the oldest goes first. */
const MAX_KEPT = 200;
const kept = new Map<string, Promise<Buffer>>();

function compressed(body: Buffer, etag: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${etag}`;
  let result = kept.get(key);
  if (!result) {
    result = ENCODERS[encoding](body);
    kept.set(key, result);
    result.catch(() => kept.delete(key));
    while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  return result;
}

function accepted(acceptEncoding: string): Encoding | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Sends the page in `file` through `transform`; the caller has set its Content-Type, Cache-Control and Vary. */
export async function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  transform: HtmlTransform,
): Promise<void> {
  const body = Buffer.from(await transform(req, await fs.readFile(file, 'utf8')));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = accepted(String(req.headers['accept-encoding'] ?? ''));
  const payload = encoding ? await compressed(body, etag, encoding) : body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.writeHead(200, { 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
