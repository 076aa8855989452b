import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { send, startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { NGINX, startLocalEdge, type LocalEdge } from '../local-edge.ts';
import { freePort } from './free-port.ts';

// nginx's idle timer runs on a busy machine too; the keep-alive test waits some 5 s.
jest.setTimeout(20_000);

let dir: string;
let a: FakeApi;
let b: FakeApi;
let edge: LocalEdge;
let port: number;

const drop = (req: { socket: net.Socket }) => req.socket.destroy();
const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx('the host nginx in front of two API instances, run from the generated configuration', () => {
  // Each test gets its own edge: nginx remembers a failed instance for a few seconds.
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-pool-'));
    [a, b] = await Promise.all([startFakeApi(), startFakeApi()]);
    port = await freePort();
    const root = path.join(dir, 'html');
    await mkdir(root);
    edge = await startLocalEdge({
      dir: path.join(dir, 'edge'),
      apiUrl: [a.url, b.url],
      registryFile: path.join(dir, 'registry.json'),
      host: { port, root },
      remotes: [],
    });
  });

  afterEach(async () => {
    await edge?.close();
    await Promise.all([a?.close(), b?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('spreads /api requests over both instances', async () => {
    for (let i = 0; i < 4; i++) expect((await send(port, `/api/events?i=${i}`)).status).toBe(200);
    expect(a.received.length).toBeGreaterThan(0);
    expect(b.received.length).toBeGreaterThan(0);
  });

  it('sends every request, POST included, to the other instance while one refuses connections', async () => {
    await a.close();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await send(port, '/api/bookings/b1/messages', { method: 'POST', body: '{"text":"hi"}' }));
      answers.push(await send(port, '/api/notification/someone/User'));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(b.received).toHaveLength(12);
  });

  it('tries a GET again on the other instance after the first dropped it', async () => {
    a.answer(drop);
    b.answer(drop);
    const get = await send(port, '/api/notification/someone/User');
    expect(get.status).toBe(502);
    expect(a.received.length + b.received.length).toBe(2);
  });

  it('never sends a POST again once an instance received it', async () => {
    a.answer(drop);
    b.answer(drop);
    const post = await send(port, '/api/bookings/b1/messages', { method: 'POST', body: '{"text":"hi"}' });
    expect(post.status).toBe(502);
    // Sent once only: the instance may have stored the message before the connection dropped.
    expect(a.received.length + b.received.length).toBe(1);
  });

  it("keeps connections to the API open between requests, and closes an idle one before the API's 5 s keep-alive timeout", async () => {
    b.answer(drop);
    a.answer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{}'));
    // Dropped by b, each GET ends on a, over connections nginx keeps.
    await send(port, '/api/one');
    await send(port, '/api/two');
    const [first, second] = a.received;
    expect(second!.req.socket.remotePort).toBe(first!.req.socket.remotePort);

    const idleSince = Date.now();
    await new Promise((resolve) => second!.req.socket.once('close', resolve));
    const idleMs = Date.now() - idleSince;
    // Node's own keep-alive timeout (5 s, as the API's) would close it later than this.
    expect(idleMs).toBeGreaterThan(3_000);
    expect(idleMs).toBeLessThan(4_900);
  });
});
