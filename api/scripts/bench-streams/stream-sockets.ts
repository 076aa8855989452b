/**
 * Many idle notification streams from one process, each a bare TCP socket speaking just enough
 * HTTP/1.1: far lighter than an HTTP client per stream, so ten thousand fit beside the server.
 * A stream counts as open once `event: ready` arrived; every `changed` event is timestamped.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { inParallel } from '../bench-setup.ts';

export interface StreamSocket {
  user: number;
  /** When `event: ready` arrived (performance.now()), 0 until then. */
  readyAt: number;
  /** When the latest `changed` event arrived (performance.now()), 0 before the first. */
  changedAt: number;
  /** Why it failed or ended early, if it did. */
  failure: string | undefined;
  socket: net.Socket;
}

export interface StreamTarget {
  host: string;
  port: number;
  /** Host header (nginx's server_name is localhost). */
  hostHeader: string;
}

/** Opens one stream for `user` with `token`; resolves once it is ready or has failed. */
export function openStreamSocket(target: StreamTarget, user: number, token: string): Promise<StreamSocket> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: target.host, port: target.port });
    const stream: StreamSocket = { user, readyAt: 0, changedAt: 0, failure: undefined, socket };
    let head = true;
    const settle = () => {
      resolve(stream);
    };
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      socket.write(
        `GET /api/notification/stream HTTP/1.1\r\nHost: ${target.hostHeader}\r\nAccept: text/event-stream\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      if (head) {
        head = false;
        if (!chunk.startsWith('HTTP/1.1 200')) {
          stream.failure = chunk.split('\r\n\r\n').at(-1)?.slice(0, 200) ?? chunk.slice(0, 200);
          socket.destroy();
          return settle();
        }
      }
      if (stream.readyAt === 0 && chunk.includes('event: ready')) {
        stream.readyAt = performance.now();
        settle();
      }
      if (chunk.includes('"changed"')) stream.changedAt = performance.now();
      if (chunk.includes('event: reconnect') || chunk.includes('event: expired'))
        stream.failure ??= 'ended by the server';
    });
    socket.on('error', (error) => {
      stream.failure ??= error.message;
      settle();
    });
    socket.on('close', () => {
      stream.failure ??= 'closed';
      settle();
    });
  });
}

/** Opens one stream per entry of `users` (a user index each), `width` at a time. */
export function openStreamSockets(
  target: StreamTarget,
  users: number[],
  tokens: string[],
  width: number,
): Promise<StreamSocket[]> {
  return inParallel(users, width, (user) => openStreamSocket(target, user, tokens[user]!));
}

export function closeStreamSockets(streams: StreamSocket[]): void {
  for (const stream of streams) stream.socket.destroy();
}
