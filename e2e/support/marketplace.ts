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

/**
 * A published business in Magicians covering `district`, with one package, one photo and one area.
 * Tests default to ZE1 (Shetland), which no demo business covers: an event a test opens to quotes
 * there tells only the test's own businesses, not the demo accounts other tests look at.
 */
export const TEST_DISTRICT = 'ZE1';

export async function createLiveBusiness(token: string, name: string, district = TEST_DISTRICT): Promise<LiveBusiness> {
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

/**
 * Runs the API's timed transitions as of `now` (expiries, the day-after completion), as the
 * scheduled sweep would then; a test control of development and test runs only.
 */
export async function runTimedTransitions(now: Date): Promise<Record<string, number>> {
  const response = await fetch(`${API}/api/internal/timed/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-token': 'dev-internal-token' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  if (!response.ok) throw new Error(`the timed run answered ${response.status}: ${await response.text()}`);
  const result = (await response.json()) as { transitioned: Record<string, number>; failures: number };
  if (result.failures > 0) throw new Error(`the timed run had ${result.failures} failures`);
  return result.transitioned;
}

/**
 * Completed bookings of closed months (the API's own commands make events from today on), through
 * the development-only internal route, for tests of what those months billed.
 */
export async function recordPastBookings(
  bookings: Array<{ businessId: string; date: string; totalPence: number; organizerName?: string }>,
): Promise<void> {
  const response = await fetch(`${API}/api/internal/billing/past-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-token': 'dev-internal-token' },
    body: JSON.stringify({ bookings }),
  });
  if (!response.ok) throw new Error(`recording past bookings answered ${response.status}: ${await response.text()}`);
}

export type EventInput = {
  title: string;
  date: string;
  postcodeDistrict: string;
  openToQuotes?: boolean;
  servicesNeeded?: string[];
};

/** A published birthday party of the token's user, for 12 children aged 5 to 7. */
export async function createPublishedEvent(token: string, input: EventInput): Promise<{ id: string }> {
  return apiCall<{ id: string }>(token, 'POST', '/api/events', {
    type: 'Birthday party',
    startTime: '14:00',
    endTime: '16:00',
    address: '1 Harbour Lane, Bristol',
    childName: 'Maya',
    childrenCount: 12,
    ageRange: { min: 5, max: 7 },
    budgetPence: null,
    servicesNeeded: [],
    notes: '',
    openToQuotes: false,
    shareWhenCompleted: false,
    ...input,
    publish: true,
  });
}

/** The organizer asks the business for a quote on their event; the booking's id. */
export async function requestQuote(token: string, businessId: string, eventId: string): Promise<string> {
  const booking = await apiCall<{ id: string }>(token, 'POST', '/api/bookings', {
    businessId,
    eventId,
    message: 'Could you quote for our party?',
  });
  return booking.id;
}

/** The business answers with one item at `pence`, valid for two weeks; the new quote's id. */
export async function sendQuote(token: string, bookingId: string, pence: number): Promise<string> {
  const booking = await apiCall<{ quotes: Array<{ id: string; status: string }> }>(
    token,
    'POST',
    `/api/bookings/${bookingId}/quotes`,
    {
      items: [{ description: 'Magic hour', pence }],
      totalPence: pence,
      depositPence: 0,
      validUntil: londonDateIn(14),
      message: '',
    },
  );
  return booking.quotes.find((quote) => quote.status === 'open')!.id;
}
