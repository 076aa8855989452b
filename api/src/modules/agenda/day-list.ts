/** Dates in a sentence, en-GB: "Sat 5 Dec 2026", "Sat 5 Dec 2026 and Sun 6 Dec 2026". */
const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function dayName(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

export function dayList(dates: readonly string[]): string {
  const names = dates.map(dayName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
