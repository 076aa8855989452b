import { screen, within } from '@testing-library/react';
import { renderInApp } from 'shared/testing';
import { BookingStatusLabel, QuoteCard } from 'shared/ui/bookings';
import { quoteOf } from './booking-fixtures.ts';

describe('QuoteCard', () => {
  it('shows the items, the all-in total, the deposit, how long it stands and the message', () => {
    renderInApp(<QuoteCard quote={quoteOf()} title="Bright Sparks Magic" actions={<button>Accept quote</button>} />);
    const card = screen.getByRole('article', { name: 'Bright Sparks Magic' });
    expect(within(card).getByRole('heading', { name: 'Bright Sparks Magic' })).toBeInTheDocument();
    const items = within(card).getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('row', { name: 'Magic show, one hour £180.00' })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: 'Balloon animals £60.00' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Total£240.00');
    expect(card).toHaveTextContent('Deposit£50.00');
    expect(card).toHaveTextContent('Valid untilMonday 1 March 2027');
    expect(card).toHaveTextContent('Open · sent 10 February 2027 at 14:05');
    expect(within(card).getByText('We would love to come.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
  });

  it('offers no answer once the quote is no longer open, and says what became of it', () => {
    renderInApp(
      <QuoteCard
        quote={quoteOf({ status: 'superseded', depositPence: 0 })}
        title="Earlier quote"
        actions={<button>Accept quote</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.getByText(/Replaced by a newer quote/)).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('DepositNone');
  });
});

describe('BookingStatusLabel', () => {
  it.each([
    ['requested', 'Quote requested'],
    ['quoted', 'Quote received'],
    ['confirmed', 'Confirmed'],
    ['withdrawn', 'Withdrawn'],
  ] as const)('shows %s as "%s"', (status, text) => {
    renderInApp(<BookingStatusLabel status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reads a quoted booking as "Quote sent" on the business\'s side, the rest alike', () => {
    renderInApp(
      <>
        <BookingStatusLabel status="quoted" side="business" />
        <BookingStatusLabel status="confirmed" side="business" />
      </>,
    );
    expect(screen.getByText('Quote sent')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });
});
