import { existsSync } from 'node:fs';
import { send } from '../../serve/__tests__/support/http.ts';
import { NGINX } from '../local-edge.ts';
import { COMPOSE_NGINX, nginxFiles, type RealIp } from '../nginx.ts';
import { productionNginx, realIpFrom } from '../nginx-production.ts';
import { edgeScratch } from './edge-scratch.ts';

jest.setTimeout(20_000);

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describe('the production nginx configuration', () => {
  it('names no Auth Emulator in its Content-Security-Policy; the compose stack, which runs one on loopback, does', () => {
    const production = nginxFiles(productionNginx({}))['host-headers.conf']!;
    expect(production).toContain('Content-Security-Policy');
    expect(production).not.toContain('9099');
    expect(nginxFiles(COMPOSE_NGINX)['host-headers.conf']).toContain(' http://127.0.0.1:9099 ');
  });

  it("admits the photo bucket's CDN in img-src when photos live in a bucket, and nothing but a bare https origin", () => {
    const headers = nginxFiles(productionNginx({ EDGE_IMAGE_ORIGINS: 'https://photos.kidsevents.example' }))[
      'host-headers.conf'
    ]!;
    expect(headers).toMatch(/img-src 'self' data: https:\/\/photos\.kidsevents\.example /);
    expect(nginxFiles(productionNginx({}))['host-headers.conf']).not.toContain('photos.kidsevents');
    for (const bad of ['http://photos.example', 'https://photos.example/bucket', 'photos.example'])
      expect(() => productionNginx({ EDGE_IMAGE_ORIGINS: bad })).toThrow(/EDGE_IMAGE_ORIGINS/);
  });

  it('believes a client address only from the CDN or load balancer the settings name, in the header they name', () => {
    expect(realIpFrom({})).toBeNull();
    expect(realIpFrom({ EDGE_REAL_IP_FROM: ' 10.0.0.0/8, 2001:db8::/32 ,192.0.2.7' })).toEqual({
      from: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
      header: 'X-Forwarded-For',
    });
    expect(realIpFrom({ EDGE_REAL_IP_FROM: '173.245.48.0/20', EDGE_REAL_IP_HEADER: 'CF-Connecting-IP' })).toEqual({
      from: ['173.245.48.0/20'],
      header: 'CF-Connecting-IP',
    });
    const config = nginxFiles(productionNginx({ EDGE_REAL_IP_FROM: '10.0.0.0/8' }))['host.conf']!;
    expect(config).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(config).toContain('real_ip_header X-Forwarded-For;');
    expect(config).toContain('real_ip_recursive on;');
    expect(nginxFiles(COMPOSE_NGINX)['host.conf']).not.toContain('real_ip');
  });

  it('refuses addresses, ranges and headers that are not one, and a header with nobody to trust', () => {
    expect(() => realIpFrom({ EDGE_REAL_IP_FROM: '10.0.0.0/33' })).toThrow(/EDGE_REAL_IP_FROM.*"10\.0\.0\.0\/33"/);
    expect(() => realIpFrom({ EDGE_REAL_IP_FROM: 'cdn.example' })).toThrow(/"cdn\.example"/);
    expect(() => realIpFrom({ EDGE_REAL_IP_FROM: '0.0.0.0/0' })).toThrow(/every address/);
    expect(() => realIpFrom({ EDGE_REAL_IP_FROM: '10.0.0.1', EDGE_REAL_IP_HEADER: 'X Forwarded;' })).toThrow(
      /EDGE_REAL_IP_HEADER/,
    );
    expect(() => realIpFrom({ EDGE_REAL_IP_HEADER: 'X-Forwarded-For' })).toThrow(/EDGE_REAL_IP_FROM/);
  });
});

describeWithNginx("the real nginx states the visitor's address to the API", () => {
  const scratch = edgeScratch('nginx-real-ip-', 'each');
  const edgeWith = (realIp: RealIp | null) => scratch.start({ realIp });

  const seenByApi = () => {
    const { headers } = scratch.api().received.at(-1)!;
    return { forwardedFor: headers['x-forwarded-for'], realIp: headers['x-real-ip'] };
  };

  it('behind a trusted load balancer: the address it names, the nearest untrusted one of a chain', async () => {
    const port = await edgeWith({ from: ['127.0.0.1'], header: 'X-Forwarded-For' });
    expect((await send(port, '/api/events', { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(200);
    expect(seenByApi()).toEqual({ forwardedFor: '203.0.113.7', realIp: '203.0.113.7' });
    // A visitor's own claim comes first in the chain; the load balancer appended the address it saw.
    await send(port, '/api/events', { headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' } });
    expect(seenByApi()).toEqual({ forwardedFor: '203.0.113.9', realIp: '203.0.113.9' });
  });

  it("in a CDN's own header", async () => {
    const port = await edgeWith({ from: ['127.0.0.1'], header: 'CF-Connecting-IP' });
    await send(port, '/api/events', { headers: { 'CF-Connecting-IP': '203.0.113.8', 'X-Forwarded-For': '192.0.2.1' } });
    expect(seenByApi()).toEqual({ forwardedFor: '203.0.113.8', realIp: '203.0.113.8' });
  });

  it('from a peer it does not trust, or with none configured, the claim is ignored: the peer is the visitor', async () => {
    for (const realIp of [{ from: ['10.0.0.0/8'], header: 'X-Forwarded-For' }, null]) {
      const port = await edgeWith(realIp);
      await send(port, '/api/events', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(seenByApi()).toEqual({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
      await scratch.closeEdge();
    }
  });
});
