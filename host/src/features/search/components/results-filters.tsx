import type { FormEvent } from 'react';
import styled from 'styled-components';
import { CATEGORIES } from 'shared/contracts';
import { SecondaryButton } from 'shared/ui';
import type { SearchFilters } from '../search-filters.ts';
import { DateSearchField, FieldRow, SearchField, SearchSelect } from './search-field.tsx';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Any category' },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price', label: 'Lowest price' },
] as const;

/** The order the API uses when none is given: best match for words, otherwise the best rated. */
const defaultSort = (q: string | undefined) => (q ? 'relevance' : 'rating');

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  button {
    justify-self: start;
  }
`;

type ResultsFiltersProps = {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
};

/**
 * The search's filters as a form. Its fields start from the URL; mount it keyed by the URL's
 * query so going back or forward shows that address's filters. A list choice applies at once
 * (with whatever else was typed); typed fields apply with the button or Enter.
 */
export function ResultsFilters({ filters, onApply }: ResultsFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim() || undefined;
    const q = text('q');
    const sort = text('sort');
    onApply({
      q,
      category: text('category'),
      postcode: text('postcode'),
      date: text('date'),
      age: text('age'),
      children: text('children'),
      // The API's own default order is left out of the address: it follows the words.
      sort: sort === defaultSort(q) ? undefined : sort,
    });
  };
  const applyNow = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();

  return (
    <Form role="search" aria-label="Filter results" onSubmit={submit}>
      <FieldRow>
        <SearchField
          label="Words"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder="e.g. magic, bubbles"
        />
        <SearchSelect
          label="Category"
          name="category"
          defaultValue={filters.category ?? ''}
          options={CATEGORY_OPTIONS}
          onChange={applyNow}
        />
        <SearchField
          label="Postcode"
          name="postcode"
          defaultValue={filters.postcode ?? ''}
          autoComplete="postal-code"
        />
        <DateSearchField label="Date" name="date" defaultValue={filters.date ?? ''} />
        <SearchField
          label="Child's age"
          name="age"
          type="number"
          inputMode="numeric"
          min={0}
          max={16}
          defaultValue={filters.age ?? ''}
        />
        <SearchField
          label="Number of children"
          name="children"
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          defaultValue={filters.children ?? ''}
        />
        <SearchSelect
          label="Sort by"
          name="sort"
          defaultValue={filters.sort ?? defaultSort(filters.q)}
          options={SORT_OPTIONS}
          onChange={applyNow}
        />
      </FieldRow>
      <SecondaryButton type="submit">Update results</SecondaryButton>
    </Form>
  );
}
