/**
 * `pnpm ci:remote <remote>`: one remote's pipeline on its own: its jest project, its typecheck,
 * its build (published to <remote>/dist/<version>/), then its standalone page in Chromium, served
 * from that version folder. Exit code non-zero on the first failure.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from 'tooling/chromium';
import { checkManifest, packageOf, resolveRemote, type Environment, type RemoteName } from 'tooling/ops';
import { createStaticServer, latestVersion } from 'tooling/serve';

const repoRoot = path.resolve(import.meta.dirname, '..');

function step(title: string, command: string, args: string[]): void {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`ci:remote: ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

async function standaloneCheck(pkg: string, remote: RemoteName): Promise<void> {
  console.log(`\n== standalone page of ${pkg}`);
  const dist = path.join(repoRoot, pkg, 'dist');
  const version = await latestVersion(dist);
  const server = createStaticServer({ root: dist, cors: true, versionFolders: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const env = { name: 'ci', registryFile: '', bases: { [remote]: origin }, repoRoot } as Environment;
    const health = await checkManifest(env, remote, version);
    if (!health.ok) throw new Error(`manifest of ${version}: ${health.problems.join('; ')}`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${version}/`);
    await page.getByText(`${pkg} running standalone`).waitFor({ timeout: 15_000 });
    if (errors.length) throw new Error(`errors on the page: ${errors.join('; ')}`);
    console.log(`${pkg} ${version}: manifest ok, standalone page renders`);
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  const remote = resolveRemote(process.argv[2]);
  const pkg = packageOf(remote);
  step('unit tests', 'npx', ['jest', '--selectProjects', pkg]);
  step('typecheck', 'pnpm', ['--filter', pkg, 'typecheck']);
  step('build', 'pnpm', ['--filter', pkg, 'build']);
  await standaloneCheck(pkg, remote);
} catch (error) {
  console.error(`ci:remote: ${(error as Error).message}`);
  process.exit(1);
}
