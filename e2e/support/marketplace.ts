/**
 * Marketplace set-up through the run's API, as an owner or organizer would make it, for tests
 * whose subject is what comes after (bookings, quotes, reviews): a live business of a fresh
 * provider, an event of a fresh organizer.
 */
import { jpegWithGps } from './photo-with-gps.ts';
import { E2E_API_PORT } from './ports.ts';

const API = `http://127.0.0.1:${E2E_API_PORT}`;

export async function apiCall<T>(token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export type LiveBusiness = { id: string; slug: string; name: string };

/** A published business in Magicians covering `district`'s area, with one package, one photo and one area. */
export async function createLiveBusiness(token: string, name: string, district = 'BS1'): Promise<LiveBusiness> {
  const business = await apiCall<{ id: string }>(token, 'POST', '/api/businesses', {
    name,
    categories: ['Magicians'],
    description: 'Close-up magic and balloon modelling for ages 4 to 10.',
    baseTown: 'Bristol',
    ageRange: { min: 4, max: 10 },
    maxChildren: 30,
    indoor: true,
    outdoor: false,
    contact: { email: 'hello@journey-magic.example', phone: '0117 496 0000' },
  });
  await apiCall(token, 'POST', `/api/businesses/${business.id}/packages`, {
    name: 'Magic hour',
    description: 'An hour of magic and balloon modelling.',
    durationMinutes: 60,
    priceFromPence: 18_000,
  });
  await apiCall(token, 'PUT', `/api/businesses/${business.id}/areas`, { areasCovered: [district] });
  const form = new FormData();
  form.set('alt', `${name} at a party`);
  form.set('file', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'party.jpg');
  const upload = await fetch(`${API}/api/businesses/${business.id}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`photo upload answered ${upload.status}: ${await upload.text()}`);
  return apiCall<LiveBusiness>(token, 'POST', `/api/businesses/${business.id}/publish`);
}

/** A London local date `days` from today, YYYY-MM-DD. */
export function londonDateIn(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 24 * 3600 * 1000));
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
