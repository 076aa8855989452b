/**
 * The demo provider's agenda and billing: unavailable days this month and next, and statements
 * for the three months before this one (completed bookings recorded for those months through the
 * development-only internal route, then the timed sweep closing them as it does every month).
 * Made once: left alone when the provider's first business already has a statement.
 */
import { addDays, londonToday } from '../src/modules/common/index.ts';
import { monthEnd, monthStart, nextMonth, previousMonth } from '../src/modules/billing/months.ts';
import { DemoClient } from './demo-client.ts';

export interface DemoAgendaApi {
  apiUrl: string;
  serviceToken: string;
  providerToken: string;
}

const ORGANIZERS = ['Olivia', 'Priya', 'Tom', 'Aisha', 'James', 'Chloe'];
const TYPES = ['Birthday party', 'Christening', 'School or nursery event', 'Community event'];

export async function seedDemoAgenda(
  api: DemoAgendaApi,
): Promise<{ unavailableDays: number; statements: number } | null> {
  const provider = DemoClient.asUser(api.apiUrl, api.providerToken);
  const service = DemoClient.asService(api.apiUrl, api.serviceToken);
  const { items } = await provider.call<{ items: Array<{ id: string; status: string }> }>(
    'GET',
    '/api/businesses?limit=100',
  );
  const live = items.filter((business) => business.status === 'live').slice(0, 2);
  if (live.length === 0) return null;
  const first = live[0]!.id;
  const issued = await provider.call<{ items: unknown[] }>(
    'GET',
    `/api/billing/businesses/${first}/statements?limit=1`,
  );
  if (issued.items.length > 0) return null;

  const today = londonToday(new Date());
  const thisMonth = monthStart(today);
  // This month: its last day (never before today); next month: a long weekend away from the 10th.
  const ranges = [
    { from: monthEnd(thisMonth), to: monthEnd(thisMonth) },
    { from: addDays(nextMonth(thisMonth), 9), to: addDays(nextMonth(thisMonth), 11) },
  ];
  let unavailableDays = 0;
  for (const range of ranges) {
    const marked = await provider.call<{ unavailableDates: string[] }>('PUT', `/api/agenda/${first}/unavailable-days`, {
      ...range,
      keepBookings: true,
    });
    unavailableDays += marked.unavailableDates.length;
  }

  // Three closed months of parties, a few a month for each of the first two businesses.
  const bookings = [];
  let period = thisMonth;
  for (let month = 0; month < 3; month++) {
    period = previousMonth(period);
    for (const [index, business] of live.entries()) {
      for (let party = 0; party < 4 - index; party++) {
        const n = month * 7 + party * 3 + index;
        bookings.push({
          businessId: business.id,
          date: addDays(period, 3 + party * 7),
          totalPence: 14_500 + n * 1_325,
          eventType: TYPES[n % TYPES.length],
          postcodeDistrict: ['BS1', 'BS6', 'BS8'][n % 3],
          organizerName: ORGANIZERS[n % ORGANIZERS.length],
        });
      }
    }
  }
  await service.call('POST', '/api/internal/billing/past-bookings', { bookings });
  const swept = await service.call<{ transitioned: Record<string, number> }>('POST', '/api/internal/timed/run', {
    now: new Date().toISOString(),
  });
  return { unavailableDays, statements: swept.transitioned.issuedStatements ?? 0 };
}
