import net, { type AddressInfo } from 'node:net';

/** A loopback port free right now: nginx listens where it is told and cannot report a port it picked. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
