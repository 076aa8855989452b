import { Link } from 'react-router-dom';
import { formatCalendarDate } from 'shared/contracts';
import { FreeNearby } from './free-nearby.tsx';
import { narrowingFilters, resultsPath, withoutFilter, type FilterKey, type SearchFilters } from '../search-filters.ts';

/** The postcode area (the letters before the district's number): "SW11 1AA" → "SW". */
function areaOf(postcode: string): string | null {
  return /^([A-Za-z]{1,2})\d/.exec(postcode.trim())?.[1]?.toUpperCase() ?? null;
}

function suggestion(key: FilterKey, filters: SearchFilters): { text: string; filters: SearchFilters } {
  const without = withoutFilter(filters, key);
  switch (key) {
    case 'q':
      return { text: `Search without the words "${filters.q}"`, filters: without };
    case 'category':
      return { text: `Look beyond ${filters.category} (any category)`, filters: without };
    case 'postcode': {
      const postcode = filters.postcode!.toUpperCase();
      const area = areaOf(postcode);
      return area && area !== postcode
        ? { text: `Widen the area from ${postcode} to all of ${area}`, filters: { ...filters, postcode: area } }
        : { text: `Search everywhere, not just ${postcode}`, filters: without };
    }
    case 'date':
      return { text: `Remove the date (${formatCalendarDate(filters.date!, { weekday: true })})`, filters: without };
    case 'age':
      return { text: `Remove the age (${filters.age})`, filters: without };
    case 'children':
      return { text: `Remove the number of children (${filters.children})`, filters: without };
    case 'sort':
      return { text: 'Sort differently', filters: without };
  }
}

/** No match: say which filters are set and offer each one loosened, one click each. */
export function EmptyResults({ filters }: { filters: SearchFilters }) {
  const set = narrowingFilters(filters);
  if (set.length === 0) {
    return (
      <section aria-labelledby="no-results">
        <h2 id="no-results">No businesses are listed yet</h2>
        <p>Providers are joining all the time: please check back soon.</p>
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="no-results">
        <h2 id="no-results">No businesses match your search</h2>
        <p>Try loosening it:</p>
        <ul>
          {set.map((key) => {
            const loosened = suggestion(key, filters);
            return (
              <li key={key}>
                <Link to={resultsPath(loosened.filters)}>{loosened.text}</Link>
              </li>
            );
          })}
        </ul>
      </section>
      {filters.date !== undefined && <FreeNearby filters={{ ...filters, date: filters.date }} />}
    </>
  );
}
