import { useEffect, useState } from 'react';
import { LIMITS } from 'shared/contracts';
import { Form, FormError, PrimaryButton, TextField } from 'shared/ui';
import { setAreas } from '../api/set-areas.ts';
import { useSave } from '../hooks/use-save.ts';
import { postcodeAreaError, toDistrictOrArea } from '../validation/postcode-area.ts';
import { SmallButton } from './confirm-button.tsx';
import type { StepProps } from './step-props.ts';

const L = LIMITS.AreasBody.areasCovered;

/** The UK postcode districts (SW11) and whole areas (BS) the business travels to. */
export function AreasStep({ business, onSaved, onDirty }: StepProps) {
  const [areas, setAreaList] = useState(business.areasCovered);
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const { busy, fieldErrors, formError, save, edited } = useSave(['areasCovered']);
  const dirty = areas.join(' ') !== business.areasCovered.join(' ');

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const add = () => {
    const area = toDistrictOrArea(entry);
    const problem =
      postcodeAreaError(entry, L.items) ??
      (area && areas.includes(area) ? `${area} is already in your list.` : null) ??
      (areas.length >= L.maxItems ? `You can cover at most ${L.maxItems} areas; remove one first.` : null);
    setEntryError(problem);
    if (problem || !area) return;
    setAreaList([...areas, area]);
    setEntry('');
    edited('areasCovered');
  };

  const remove = (area: string) => {
    setAreaList(areas.filter((a) => a !== area));
    edited('areasCovered');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (areas.length < L.minItems) {
      setEntryError(`Add at least ${L.minItems} area before you save.`);
      return;
    }
    await save(async () => onSaved(await setAreas(business.id, areas)));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Areas covered">
      {areas.length === 0 ? (
        <p>No areas yet. Families search by postcode: add the districts or areas you travel to.</p>
      ) : (
        <ul aria-label="Areas you cover">
          {areas.map((area) => (
            <li key={area}>
              {area}{' '}
              <SmallButton type="button" aria-label={`Remove ${area}`} onClick={() => remove(area)}>
                Remove
              </SmallButton>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Postcode district or area"
        placeholder="SW11 or BS"
        value={entry}
        maxLength={L.items.maxLength}
        onChange={(event) => {
          setEntry(event.target.value);
          setEntryError(event.target.value.trim() ? postcodeAreaError(event.target.value, L.items) : null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={entryError ?? fieldErrors.areasCovered ?? null}
      />
      <SmallButton type="button" onClick={add}>
        Add area
      </SmallButton>
      <p>
        {areas.length} of at most {L.maxItems} areas.
      </p>
      <FormError>{formError}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        Save
      </PrimaryButton>
    </Form>
  );
}
