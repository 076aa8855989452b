import { readFile } from 'node:fs/promises';
import { history, issuePreview, previewLogFile } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { publishVariant } from '../support/versions.ts';

const V1_TEXT = 'All rights reserved.';
const V2_TEXT = 'All rights reserved. Preview build.';

test('a signed preview link runs one version in its tab only, with a Preview bar and a way out; edited or expired links are ignored', async ({
  ownSite,
  organizerPage: page,
  browser,
  pageErrors,
}) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const v2 = `${v1}-preview.${Date.now().toString(36)}`;
  const unpublish = await publishVariant('remote-shell', v1, v2, V1_TEXT, V2_TEXT);
  try {
    const issued = await issuePreview(ownSite.environment, 'remote-shell', v2, { lifetime: '2h', actor: 'e2e' });
    const footer = page.getByRole('contentinfo');
    const bar = page.getByRole('region', { name: 'Preview' });

    await page.goto(issued.link.replace(/\/\?/, '/about?'));
    await expect(footer).toContainText(V2_TEXT);
    await expect(bar).toContainText(`Preview: remote_shell ${v2} (until`);
    expect(new URL(page.url()).searchParams.has('preview')).toBe(false);
    // The tab's later pages keep it.
    await page.goto(`${ownSite.url}/contact`);
    await expect(footer).toContainText(V2_TEXT);
    await expect(bar).toBeVisible();

    // Another tab (another session) is untouched.
    const other = await (await browser.newContext()).newPage();
    await other.goto(`${ownSite.url}/about`);
    await expect(other.getByRole('contentinfo')).toContainText(V1_TEXT);
    await expect(other.getByRole('contentinfo')).not.toContainText(V2_TEXT);
    await other.context().close();

    await bar.getByRole('button', { name: 'Exit preview' }).click();
    await expect(bar).toHaveCount(0);
    await expect(footer).toContainText(V1_TEXT);
    await expect(footer).not.toContainText(V2_TEXT);

    // An edited token (its expiry pushed back, the signature kept) and an expired one are ignored.
    const [, signature] = issued.token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...issued.claims, exp: issued.claims.exp + 3600 })).toString(
      'base64url',
    );
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto(`${ownSite.url}/about?preview=${edited}.${signature}`);
    await expect(footer).toContainText(V1_TEXT);
    await expect(bar).toHaveCount(0);
    expect(warnings).toContain('Ignoring the preview link: bad signature.');
    const past = Date.now() - 3 * 3600_000;
    const expired = await issuePreview(ownSite.environment, 'remote-shell', v2, {
      lifetime: '1h',
      actor: 'e2e',
      now: past,
    });
    await page.goto(expired.link);
    await expect(footer).toContainText(V1_TEXT);
    await expect(bar).toHaveCount(0);
    expect(warnings).toContain('Ignoring the preview link: expired.');

    // Issues in the ops history, uses in the site's log.
    const issues = (await history(ownSite.environment, 'remote_shell')).filter((entry) => entry.action === 'preview');
    expect(issues.map((entry) => entry.preview?.id)).toEqual([issued.claims.id, expired.claims.id]);
    const uses = (await readFile(previewLogFile(ownSite.registryFile), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { valid: boolean; id?: string; reason?: string });
    expect(uses.map((use) => (use.valid ? use.id : use.reason))).toEqual([
      issued.claims.id,
      'bad signature',
      'expired',
    ]);
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});
