import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate, type FreeDays } from 'shared/contracts';
import { BusinessCard } from 'shared/ui';
import { getFreeDays } from '../api/get-free-days.ts';
import { resultsPath, type SearchFilters } from '../search-filters.ts';
import { CardGrid } from './card-grid.ts';

/**
 * Under a search that found nothing on its date: who the same search finds on the nearest days
 * (a magician free on the Sunday when the Saturday is taken). Says nothing when no day nearby
 * has anyone, or when the question cannot be answered: the loosening links stay either way.
 */
export function FreeNearby({ filters }: { filters: SearchFilters & { date: string } }) {
  // Kept with the search it answers, so another search never shows the last one's days.
  const [answer, setAnswer] = useState<{ query: string; days: FreeDays['days'] } | null>(null);
  const query = resultsPath(filters);

  useEffect(() => {
    const controller = new AbortController();
    getFreeDays(filters, controller.signal)
      .then(({ days }) => setAnswer({ query, days }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch nearby free days', error);
      });
    return () => controller.abort();
    // The address holds every filter: one fetch per search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const days = answer?.query === query ? answer.days : [];
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="free-nearby">
      <h2 id="free-nearby">Free on nearby days</h2>
      {days.map((day) => {
        const label = formatCalendarDate(day.date, { weekday: true });
        return (
          <section key={day.date} aria-label={label}>
            <h3>
              <Link to={resultsPath({ ...filters, date: day.date })}>{label}</Link>
            </h3>
            <CardGrid>
              {day.items.map((business) => (
                <li key={business.id}>
                  <BusinessCard business={business} headingLevel={4} photoLoading="lazy" />
                </li>
              ))}
            </CardGrid>
          </section>
        );
      })}
    </section>
  );
}
