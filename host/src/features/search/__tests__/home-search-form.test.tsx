import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { londonToday } from 'shared/ui';
import { HomeSearchForm } from '../components/home-search-form.tsx';
import { renderAt } from './render-at.tsx';

async function searchFor(typed: { need?: string; postcode?: string; date?: string }) {
  const { location } = renderAt(<HomeSearchForm />, { path: '/', at: '/' });
  if (typed.need) await userEvent.type(screen.getByRole('combobox', { name: 'What do you need?' }), typed.need);
  if (typed.postcode) await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), typed.postcode);
  if (typed.date) await userEvent.type(screen.getByLabelText('Date'), typed.date);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return location();
}

describe('the home search', () => {
  it('searches a category by its name, whatever the case, with the postcode and date', async () => {
    expect(await searchFor({ need: 'magicians', postcode: 'SW11 1AA', date: '2030-06-15' })).toBe(
      '/results?category=Magicians&postcode=SW11+1AA&date=2030-06-15',
    );
  });

  it('searches anything else as words', async () => {
    expect(await searchFor({ need: 'bubble show', postcode: 'BS' })).toBe('/results?q=bubble+show&postcode=BS');
  });

  it('leads to every business when nothing is filled in', async () => {
    expect(await searchFor({})).toBe('/results');
  });

  it('refuses days before today in London once the date is reached, not before', async () => {
    renderAt(<HomeSearchForm />, { path: '/', at: '/' });
    const date = screen.getByLabelText('Date');
    expect(date).not.toHaveAttribute('min');
    await userEvent.click(date);
    expect(date).toHaveAttribute('min', londonToday());
  });

  it('offers every category as a suggestion', () => {
    renderAt(<HomeSearchForm />, { path: '/', at: '/' });
    const input = screen.getByRole('combobox', { name: 'What do you need?' });
    const options = document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option');
    expect(options).toHaveLength(14);
    expect(options[1]).toHaveAttribute('value', 'Magicians');
  });
});
