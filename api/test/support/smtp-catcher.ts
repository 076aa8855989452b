/**
 * A real SMTP server on loopback (nodemailer's smtp-server, the one maildev is built on) that
 * keeps what it receives, can be stopped and started again on the same port (a mail server going
 * down and coming back), or can swallow connections without ever greeting (one that hangs).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  raw: string;
  /** Header names lower-cased; continuation lines unfolded. */
  headers: Map<string, string>;
  /** The notification ids the email carried (X-KidsEvents-Notifications). */
  notificationIds: string[];
}

export interface SmtpCatcher {
  readonly port: number;
  readonly url: string;
  readonly mails: CaughtMail[];
  /** Cuts every open connection (mid-message ones included) and refuses new ones. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` emails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let boundPort = port;
  const sockets = new Set<net.Socket>();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onConnect(session, callback) {
          callback();
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const headers = parseHeaders(raw);
            const ids = headers.get('x-kidsevents-notifications');
            mails.push({ raw, headers, notificationIds: ids ? ids.split(',') : [] });
            for (const waiter of waiters) waiter();
            callback();
          });
        },
      });
      next.server.on('connection', (socket: net.Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.on('error', () => {});
      next.server.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => {
        boundPort = (next.server.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      const closed = new Promise<void>((resolve) => current.server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: listen,
    waitFor(count, timeoutMs = 20_000) {
      if (mails.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} emails, got ${mails.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
  };
}

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer(): Promise<{ port: number; openConnections(): number; stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    openConnections: () => sockets.size,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
