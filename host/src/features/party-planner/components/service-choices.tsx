import { useId } from 'react';
import styled from 'styled-components';
import { CATEGORIES, type Category } from 'shared/contracts';
import { FieldError } from 'shared/ui';

const Choices = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    margin: 0;
    list-style: none;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

type ServiceChoicesProps = { chosen: Category[]; error: string | null; onToggle: (service: Category) => void };

/** Every category as a tick box: the services the party needs. */
export function ServiceChoices({ chosen, error, onToggle }: ServiceChoicesProps) {
  const errorId = useId();
  return (
    <Choices aria-describedby={error ? errorId : undefined}>
      <legend>Services</legend>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <label>
              <input
                type="checkbox"
                name="services"
                value={category}
                checked={chosen.includes(category)}
                onChange={() => onToggle(category)}
              />
              {category}
            </label>
          </li>
        ))}
      </ul>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Choices>
  );
}
