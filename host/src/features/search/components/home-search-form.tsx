import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES } from 'shared/contracts';
import { PrimaryButton } from 'shared/ui';
import { resultsPath } from '../search-filters.ts';
import { DateSearchField, FieldRow, SearchField } from './search-field.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  button {
    justify-self: start;
  }
`;

/** The category typed or picked, matched whatever its case, so "magicians" still means the category. */
function categoryNamed(text: string) {
  return CATEGORIES.find((category) => category.toLowerCase() === text.toLowerCase());
}

/**
 * The home page's search: what (a category from the list, or any words), where and when. It
 * leads to `/results`, which owns the search itself and shows the API's word on what was typed.
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const listId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    const need = text('need');
    const category = categoryNamed(need);
    navigate(
      resultsPath({
        category,
        q: category ? undefined : need,
        postcode: text('postcode'),
        date: text('date'),
      }),
    );
  };

  return (
    <Form role="search" aria-label="Find a provider" onSubmit={submit}>
      <SearchField
        label="What do you need?"
        name="need"
        list={listId}
        placeholder="e.g. Magicians, or a bouncy castle"
        autoComplete="off"
      />
      <datalist id={listId}>
        {CATEGORIES.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <FieldRow>
        <SearchField label="Postcode" name="postcode" placeholder="e.g. SW11 or BS1 4DJ" autoComplete="postal-code" />
        <DateSearchField label="Date" name="date" />
      </FieldRow>
      <PrimaryButton type="submit">Search</PrimaryButton>
    </Form>
  );
}
