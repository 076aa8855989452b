import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from 'shared/testing';
import { addDays, londonToday } from 'shared/ui';
import { QuoteForm } from 'shared/ui/bookings';
import { quoteOf } from './booking-fixtures.ts';

describe('QuoteForm', () => {
  it('adds up the items into the all-in total and sends the quote as the API takes it', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderInApp(<QuoteForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Magic show');
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1 price (£)' }), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 2' }), 'Balloons');
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 2 price (£)' }), '60.50');
    expect(screen.getByText('Total (all in): £240.50')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Deposit (£, optional)' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'See you there');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(onSubmit).toHaveBeenCalledWith({
      items: [
        { description: 'Magic show', pence: 18000 },
        { description: 'Balloons', pence: 6050 },
      ],
      totalPence: 24050,
      depositPence: 5000,
      validUntil: addDays(londonToday(), 14),
      message: 'See you there',
    });
  });

  it('names each problem under its field and sends nothing until they are fixed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderInApp(<QuoteForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1 price (£)' }), 'ten');
    expect(screen.getByRole('textbox', { name: 'Item 1 price (£)' })).toHaveAccessibleDescription(
      'Enter an amount in pounds, like 120 or 120.50.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveAccessibleDescription('Say what this item is.');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Disco');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Item 1 price (£)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 1 price (£)' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Deposit (£, optional)' }), '150');
    expect(screen.getByRole('textbox', { name: 'Deposit (£, optional)' })).toHaveAccessibleDescription(
      'The deposit cannot be more than the total.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("revises an open quote: its items fill the form, the new one replaces it, and the server's refusal shows", async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error('This quote was changed meanwhile: reload to see the latest.');
    });
    renderInApp(<QuoteForm revising={quoteOf()} submitLabel="Send revised quote" onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveValue('Balloon animals');
    expect(screen.getByText('Total (all in): £240.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send revised quote' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ totalPence: 18000, depositPence: 5000, replacesQuoteId: quoteOf().id }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote was changed meanwhile');
  });
});
