/**
 * The demo marketplace, created through the running API as owners and the admin would: each
 * business is created, given its packages, areas, photos (generated) and for a few a gallery,
 * credentials (then verified or rejected by the demo admin) and a few unavailable dates, and published.
 *
 * Safe to re-run: a business its owner already has (by name) is completed where a previous run
 * stopped, and left alone once live.
 */
import { londonToday } from '../src/modules/common/index.ts';
import { DemoClient } from './demo-client.ts';
import { DEMO_BUSINESSES } from './demo-data/demo-businesses-data.ts';
import { demoPhoto } from './demo-data/demo-photo.ts';
import type { DemoBusiness, DemoCredential } from './demo-data/demo-types.ts';

export interface DemoApi {
  apiUrl: string;
  /** An ID token for a demo account (which exists by then). */
  idTokenFor(email: string): Promise<string>;
  /** Creates or resets a demo account with the demo password. */
  ensureAccount(email: string): Promise<void>;
  adminEmail: string;
}

interface OwnerBusinessSummary {
  id: string;
  name: string;
  status: 'draft' | 'live' | 'paused';
}

interface OwnerBusiness extends OwnerBusinessSummary {
  packages: { name: string }[];
  areasCovered: string[];
  photoCount: number;
  unavailableDates: string[];
  credentials: { id: string; reference: string; status: 'declared' | 'verified' | 'rejected' }[];
}

/** Businesses seeded at once: enough to overlap the API's photo processing with everything else. */
const CONCURRENCY = 4;
const REJECTION_REASON = 'The reference does not match the certificate; please upload a clear copy.';

/** The next `count` Saturdays after today: busy days a few businesses have already filled. */
function upcomingSaturdays(today: string, count: number): string[] {
  const date = new Date(`${today}T12:00:00Z`);
  const days: string[] = [];
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() === 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

function expiryOf(credential: DemoCredential, today: string, index: number): string {
  if (credential.state === 'verified-today') return today;
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 120 + ((index * 97) % 600));
  return date.toISOString().slice(0, 10);
}

async function listAll(client: DemoClient): Promise<OwnerBusinessSummary[]> {
  const all: OwnerBusinessSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: OwnerBusinessSummary[]; nextCursor: string | null } = await client.call(
      'GET',
      `/api/businesses?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function seedBusiness(
  owner: DemoClient,
  admin: DemoClient,
  demo: DemoBusiness,
  existing: OwnerBusinessSummary | undefined,
  index: number,
): Promise<'created' | 'completed' | 'live'> {
  if (existing?.status === 'live') return 'live';
  const today = londonToday(new Date());
  const { name, categories, description, baseTown, ageRange, maxChildren, indoor, outdoor, contact } = demo;
  const details = { name, categories, description, baseTown, ageRange, maxChildren, indoor, outdoor, contact };
  let business: OwnerBusiness = existing
    ? await owner.call('GET', `/api/businesses/${existing.id}`)
    : await owner.call('POST', '/api/businesses', details);
  const base = `/api/businesses/${business.id}`;

  const packageNames = new Set(business.packages.map((pkg) => pkg.name));
  for (const pkg of demo.packages) if (!packageNames.has(pkg.name)) await owner.call('POST', `${base}/packages`, pkg);
  if (business.areasCovered.length === 0) await owner.call('PUT', `${base}/areas`, { areasCovered: demo.areas });
  for (let photo = business.photoCount; photo < 1 + (demo.extraPhotos ?? 0); photo++) {
    const form = new FormData();
    form.append('alt', photo === 0 ? `${demo.name}: a party in full swing` : `${demo.name}: party photo ${photo + 1}`);
    form.append('file', new Blob([await demoPhoto(demo.name, demo.hue, photo)], { type: 'image/jpeg' }), 'party.jpg');
    await owner.call('POST', `${base}/photos`, form);
  }
  if (demo.gallery) {
    const { items: galleries } = await owner.call<{ items: unknown[] }>('GET', `${base}/galleries`);
    if (galleries.length === 0) {
      const { items: photos } = await owner.call<{ items: { id: string }[] }>('GET', `${base}/photos`);
      await owner.call('POST', `${base}/galleries`, { name: demo.gallery, photoIds: photos.map((photo) => photo.id) });
    }
  }
  const saturdays = upcomingSaturdays(today, 3);
  if (index % 3 === 0) {
    for (const date of saturdays.slice(index % 2))
      if (!business.unavailableDates.includes(date)) await owner.call('PUT', `${base}/unavailability/${date}`);
  }

  business = await owner.call('GET', base);
  for (const [position, credential] of demo.credentials.entries()) {
    if (business.credentials.some((candidate) => candidate.reference === credential.reference)) continue;
    // Each declaration answers with the whole business, its credentials included.
    business = await owner.call('POST', `${base}/credentials`, {
      type: credential.type,
      reference: credential.reference,
      expiresOn: expiryOf(credential, today, index + position),
    });
  }
  for (const credential of demo.credentials) {
    const declared = business.credentials.find((candidate) => candidate.reference === credential.reference);
    if (!declared || declared.status !== 'declared' || credential.state === 'declared') continue;
    if (credential.state === 'rejected')
      await admin.call('POST', `/api/admin/credentials/${declared.id}/reject`, { reason: REJECTION_REASON });
    else await admin.call('POST', `/api/admin/credentials/${declared.id}/verify`);
  }
  await owner.call('POST', `${base}/publish`);
  return existing ? 'completed' : 'created';
}

/** Seeds every demo business; returns how many were created, completed and already live. */
export async function seedDemoBusinesses(api: DemoApi): Promise<Record<'created' | 'completed' | 'live', number>> {
  const owners = [...new Set(DEMO_BUSINESSES.map((business) => business.owner))];
  for (const email of owners) await api.ensureAccount(email);
  const admin = DemoClient.asUser(api.apiUrl, await api.idTokenFor(api.adminEmail));
  const clients = new Map<string, DemoClient>();
  const existing = new Map<string, OwnerBusinessSummary>();
  for (const email of owners) {
    const client = DemoClient.asUser(api.apiUrl, await api.idTokenFor(email));
    clients.set(email, client);
    for (const business of await listAll(client)) existing.set(`${email}\n${business.name}`, business);
  }

  const counts = { created: 0, completed: 0, live: 0 };
  let next = 0;
  const worker = async () => {
    while (next < DEMO_BUSINESSES.length) {
      const index = next++;
      const demo = DEMO_BUSINESSES[index]!;
      try {
        const outcome = await seedBusiness(
          clients.get(demo.owner)!,
          admin,
          demo,
          existing.get(`${demo.owner}\n${demo.name}`),
          index,
        );
        counts[outcome]++;
      } catch (error) {
        throw new Error(`Demo business "${demo.name}": ${(error as Error).message}`, { cause: error });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return counts;
}
