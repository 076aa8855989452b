import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, ensureDemoAccount } from '../support/demo-accounts.ts';
import { idTokenFor } from '../support/notifications.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { E2E_API_PORT } from '../support/ports.ts';

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const PROVIDER = { email: 'provider@example.com', password: DEMO_PASSWORD };
const CREDENTIAL_TYPES = [
  'Public Liability Insurance',
  'Enhanced DBS',
  'Basic DBS',
  'PIPA inflatable inspection',
  'Food Hygiene Rating',
  'Paediatric First Aid',
];

type OwnerBusiness = {
  id: string;
  name: string;
  slug: string;
  status: string;
  credentials: Array<{ id: string; type: string; reference: string; status: string }>;
};

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The admin's command-line client, as an admin runs it: it signs in as the demo admin and calls the run's API. */
async function adminCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, API_URL: API, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
  });
  return stdout;
}

test('a declared credential shows no badge until the admin verifies it with the command-line client, and none once it has expired', async ({
  page,
}) => {
  await ensureDemoAccount(PROVIDER.email, { verified: true });
  const token = await idTokenFor(PROVIDER);
  const { items } = await api<{ items: Array<{ id: string; status: string }> }>(token, 'GET', '/api/businesses');
  const live = items.find((business) => business.status === 'live');
  expect(live, 'the demo provider has a live business').toBeTruthy();
  const business = await api<OwnerBusiness>(token, 'GET', `/api/businesses/${live!.id}`);
  const type = CREDENTIAL_TYPES.find(
    (candidate) => !business.credentials.some((credential) => credential.type === candidate),
  );
  expect(type, 'a credential type the demo business does not hold yet').toBeTruthy();

  const reference = `E2E-${Date.now()}`;
  const expiresOn = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const declared = await api<OwnerBusiness>(token, 'POST', `/api/businesses/${business.id}/credentials`, {
    type,
    reference,
    expiresOn,
  });
  const credential = declared.credentials.find((item) => item.reference === reference)!;
  try {
    const badges = page.getByRole('list', { name: 'Verified credentials' });
    await page.goto(`/pages/${business.slug}`);
    await expect(page.getByRole('heading', { name: 'Verified credentials' })).toBeVisible();
    await expect(page.getByText(`✓ ${type},`)).toHaveCount(0);

    expect(await adminCli('credentials', 'list', '--status', 'declared')).toContain(credential.id);
    await adminCli('credentials', 'verify', credential.id);

    await page.reload();
    await expect(badges.getByText(`✓ ${type}, checked by us and valid until`)).toBeVisible();

    // The day after its expiry, as the API sees that day (x-test-now, development and test only).
    const dayAfter = new Date(`${expiresOn}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    await page.route('**/api/public/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-test-now': dayAfter.toISOString() } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.getByText(`✓ ${type},`)).toHaveCount(0);
  } finally {
    await api(token, 'DELETE', `/api/businesses/${business.id}/credentials/${credential.id}`);
  }
});
