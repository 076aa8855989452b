import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { startLocalEdge, type LocalEdge, type LocalEdgeOptions } from '../local-edge.ts';
import { freePort } from './free-port.ts';

/**
 * A test file's nginx runs: a temp folder and a stand-in API, made before all its tests (or each,
 * `scope: 'each'`) and removed after with the edge it started.
 */
export function edgeScratch(prefix: string, scope: 'all' | 'each' = 'all') {
  let dir = '';
  let api: FakeApi | undefined;
  let edge: LocalEdge | undefined;
  const setUp = async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    api = await startFakeApi();
  };
  const tearDown = async () => {
    await closeEdge();
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  };
  const closeEdge = async () => {
    await edge?.close();
    edge = undefined;
  };
  if (scope === 'all') {
    beforeAll(setUp);
    afterAll(tearDown);
  } else {
    beforeEach(setUp);
    afterEach(tearDown);
  }
  return {
    dir: () => dir,
    api: () => api!,
    /**
     * nginx on the generated host configuration, on a free port, serving `<dir>/html` and
     * forwarding to the stand-in API; resolves with its port.
     */
    async start(options: Partial<Omit<LocalEdgeOptions, 'dir' | 'apiUrl' | 'registryFile' | 'host'>> = {}) {
      const port = await freePort();
      const root = path.join(dir, 'html');
      await mkdir(root, { recursive: true });
      edge = await startLocalEdge({
        dir: path.join(dir, 'edge'),
        apiUrl: api!.url,
        registryFile: path.join(dir, 'registry.json'),
        host: { port, root },
        remotes: [],
        ...options,
      });
      return port;
    },
    closeEdge,
  };
}
