import { Link } from 'react-router-dom';
import { PROVIDER_PATHS, type Quote, routePath } from 'shared/contracts';
import styled from 'styled-components';
import { formatMoment } from 'shared/ui';
import { QuoteCard } from 'shared/ui/bookings';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export function quoteTitle(quote: Quote): string {
  return `Quote of ${formatMoment(quote.createdAt)}`;
}

/** Every quote of the booking, the open one first, each with its own address. */
export function QuotesSection({ bookingId, quotes }: { bookingId: string; quotes: Quote[] }) {
  return (
    <section aria-labelledby="quotes-heading">
      <h2 id="quotes-heading">Your quotes</h2>
      {quotes.length === 0 ? (
        <p>You have not sent a quote yet.</p>
      ) : (
        <Cards>
          {quotes.map((quote) => (
            <li key={quote.id}>
              <QuoteCard quote={quote} title={quoteTitle(quote)} />
              <Link to={routePath(PROVIDER_PATHS.quote, { bookingId: bookingId, quoteId: quote.id })}>
                Open the {quoteTitle(quote).toLowerCase()}
              </Link>
            </li>
          ))}
        </Cards>
      )}
    </section>
  );
}
