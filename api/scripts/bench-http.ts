/**
 * How the API's load benchmarks talk to it: plain HTTP over kept-alive sockets (fetch's pool and
 * parsing would be measured with the API), sent from a process of their own, since clients in the
 * API's event loop would delay its answers.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface BenchResponse {
  status: number;
  body: string;
}

export interface BenchHttp {
  /** One request; `token` signs it as a user, `body` goes as JSON. Rejects only when the socket fails. */
  send(method: string, url: string, options?: { token?: string; body?: unknown }): Promise<BenchResponse>;
  close(): void;
}

/**
 * How long a free socket stays open: less than the API's keep-alive timeout (5 s), as nginx's 4 s
 * is, so the client closes an idle connection first. Were it the API, a request sent on the
 * connection as it closes would fail with ECONNRESET, which a browser retries and a benchmark
 * would count as the API's error.
 */
const IDLE_SOCKET_MS = 4_000;

export function benchHttp(maxSockets: number): BenchHttp {
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS });
  return {
    send(method, url, { token, body } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      return new Promise((resolve, reject) => {
        const request = http.request(url, { method, agent, headers }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * Runs the script at `scriptUrl` again as the clients' process (with `flag` set in its
 * environment), sends it `input` and resolves with what it sends back.
 */
export function inClientProcess<Input, Output>(scriptUrl: string, flag: string, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(scriptUrl), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, [flag]: '1' },
    });
    child.once('message', (output) => resolve(output as Output));
    child.once('error', reject);
    child.once('exit', (code) => code === 0 || reject(new Error(`the clients' process exited with ${code}`)));
    child.send(input as object);
  });
}

/** The clients' side of inClientProcess: takes the input, runs `work`, sends its result and exits. */
export function serveClientProcess<Input, Output>(work: (input: Input) => Promise<Output>): void {
  process.once('message', async (input) => {
    const output = await work(input as Input);
    process.send!(output as object, () => process.exit(0));
  });
}
