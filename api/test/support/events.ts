/** YYYY-MM-DD `days` from today (far enough from midnight in any zone for these uses). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The body of `POST /api/events` for a published afternoon party in BS1 for 20 children, two
 * weeks away: what benchmarks and drills book, each overriding what it varies.
 */
export function partyEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Party',
    type: 'Birthday party',
    date: inDays(14),
    startTime: '14:00',
    endTime: '16:00',
    postcodeDistrict: 'BS1',
    address: '12 Harbour Road, Bristol',
    childName: 'Maya',
    childrenCount: 20,
    ageRange: { min: 5, max: 7 },
    budgetPence: 30_000,
    servicesNeeded: ['Magicians'],
    notes: '',
    openToQuotes: false,
    shareWhenCompleted: false,
    publish: true,
    ...overrides,
  };
}
