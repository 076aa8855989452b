import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { browserContractCheck, deploy, readRegistry, sriOf, startCanary } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { buildRspackFixture, publishFixture, type FixtureVariant } from '../support/rspack-fixture.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let fixture: Awaited<ReturnType<typeof buildRspackFixture>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fixture = await buildRspackFixture(['ok', 'throws-on-mount', 'own-react']);
});

test.afterAll(async () => {
  await fixture?.clean();
});

test('a remote built with Rspack passes the browser contract check and is deployed', async ({ ownSite }) => {
  test.setTimeout(120_000);
  const version = `${ownSite.registry.remotes.remote_notifications!.version}-rspack.${unique()}`;
  const unpublish = await publishFixture(fixture.folderOf('ok'), version);
  try {
    const report = await browserContractCheck(ownSite.environment, {
      remote: 'remote_notifications',
      version,
      integrity: sriOf(await readFile(path.join(fixture.folderOf('ok'), 'remoteEntry.js'))),
    });
    expect(report).toMatchObject({
      ok: true,
      problems: [],
      mounted: ['remote_notifications/Bell', 'remote_notifications/Pages'],
      empty: [],
    });

    const change = await deploy(ownSite.environment, 'remote-notifications', version, 'e2e', {
      contract: browserContractCheck,
    });
    expect(change).toMatchObject({ remote: 'remote_notifications', to: version });
    expect(change.contractMs).toBeGreaterThan(0);
    console.log(`browser contract check: ${report.ms} ms alone, ${change.contractMs} ms within the deploy`);
    const served = JSON.parse(await readFile(ownSite.registryFile, 'utf8'));
    expect(served.remotes.remote_notifications.entry).toContain(`/${version}/remoteEntry.js`);
  } finally {
    await unpublish();
  }
});

const broken: Array<[FixtureVariant, RegExp]> = [
  ['throws-on-mount', /parcel remote_notifications\/Bell did not mount: The Rspack fixture fails to mount/],
  ['own-react', /2 copies of React \(react-dom\) rendered on the page, expected 1/],
];

for (const [variant, reason] of broken) {
  test(`the ${variant} candidate is refused by deploy and canary, and the registry is unchanged`, async ({
    ownSite,
  }) => {
    test.setTimeout(120_000);
    const version = `${ownSite.registry.remotes.remote_notifications!.version}-${variant}.${unique()}`;
    const unpublish = await publishFixture(fixture.folderOf(variant), version);
    try {
      const files = () =>
        Promise.all([readFile(ownSite.registryFile, 'utf8'), readFile(ownSite.environment.recordFile, 'utf8')]);
      const before = await files();
      const refusal = new RegExp(
        `Refusing to deploy remote_notifications ${version}: the browser contract check failed .*${reason.source}.*The registry is unchanged`,
      );
      await expect(
        deploy(ownSite.environment, 'remote-notifications', version, 'e2e', { contract: browserContractCheck }),
      ).rejects.toThrow(refusal);
      await expect(
        startCanary(ownSite.environment, 'remote-notifications', version, {
          percent: 10,
          actor: 'e2e',
          contract: browserContractCheck,
        }),
      ).rejects.toThrow(/Refusing to canary remote_notifications .*the browser contract check failed/);
      expect(await files()).toEqual(before);
      expect((await readRegistry(ownSite.environment)).remotes.remote_notifications!.version).not.toBe(version);
    } finally {
      await unpublish();
    }
  });
}
