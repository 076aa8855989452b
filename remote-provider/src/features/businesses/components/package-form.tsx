import { useEffect, useMemo, useState } from 'react';
import { LIMITS, type BusinessPackage, type CreatePackageBody, type OwnerBusiness } from 'shared/contracts';
import { Form, FormError, PrimaryButton, SecondaryButton, TextField } from 'shared/ui';
import { savePackage } from '../api/save-package.ts';
import { useSave } from '../hooks/use-save.ts';
import { lengthError, penceToPounds, poundsToPence, priceError, wholeNumberError } from '../validation/check-limits.ts';
import { TextAreaField } from 'shared/kit';

const L = LIMITS.CreatePackageBody;
const AGES = LIMITS.AgeRange.min;
const FIELDS = ['name', 'description', 'durationMinutes', 'priceFromPence', 'maxChildren', 'ageRange'];

type Values = Record<'name' | 'description' | 'duration' | 'price' | 'maxChildren' | 'ageMin' | 'ageMax', string>;

function valuesOf(pkg: BusinessPackage | null): Values {
  return {
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    duration: pkg ? String(pkg.durationMinutes) : '',
    price: pkg ? penceToPounds(pkg.priceFromPence) : '',
    maxChildren: pkg?.maxChildren == null ? '' : String(pkg.maxChildren),
    ageMin: pkg?.ageRange ? String(pkg.ageRange.min) : '',
    ageMax: pkg?.ageRange ? String(pkg.ageRange.max) : '',
  };
}

function errorsOf(values: Values): Record<string, string | null> {
  const ages =
    wholeNumberError('The youngest age', values.ageMin, AGES) ??
    wholeNumberError('The oldest age', values.ageMax, AGES) ??
    ((values.ageMin === '') !== (values.ageMax === '') ? 'Give both the youngest and the oldest age.' : null) ??
    (values.ageMin !== '' && Number(values.ageMin) > Number(values.ageMax)
      ? 'The youngest age must not be above the oldest.'
      : null);
  return {
    name: lengthError('Package name', values.name, L.name),
    description: lengthError('Package description', values.description, L.description, { required: false }),
    durationMinutes: wholeNumberError('Duration', values.duration, L.durationMinutes, { required: true }),
    priceFromPence: priceError('Price', values.price, L.priceFromPence),
    maxChildren: wholeNumberError('Most children', values.maxChildren, L.maxChildren),
    ageRange: ages,
  };
}

function bodyOf(values: Values): CreatePackageBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    durationMinutes: Number(values.duration),
    priceFromPence: poundsToPence(values.price) ?? 0,
    maxChildren: values.maxChildren === '' ? null : Number(values.maxChildren),
    ageRange: values.ageMin === '' ? null : { min: Number(values.ageMin), max: Number(values.ageMax) },
  };
}

type PackageFormProps = {
  businessId: string;
  /** The package being edited, or null to add one. */
  editing: BusinessPackage | null;
  onSaved: (business: OwnerBusiness) => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
};

/** Adds a package or edits one: its price is what the family pays, all in. */
export function PackageForm({ businessId, editing, onSaved, onCancel, onDirty }: PackageFormProps) {
  const initial = useMemo(() => valuesOf(editing), [editing]);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const { busy, fieldErrors, formError, save, edited } = useSave(FIELDS);
  const errors = errorsOf(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const input = (key: keyof Values, field: string) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setTouched((current) => new Set(current).add(field));
      edited(field);
    },
    error: (attempted || touched.has(field) ? errors[field] : null) ?? fieldErrors[field] ?? null,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.values(errors).some(Boolean)) return;
    await save(async () => onSaved(await savePackage(businessId, bodyOf(values), editing?.id)));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={editing ? `Edit ${editing.name}` : 'Add a package'}>
      <h3>{editing ? `Edit ${editing.name}` : 'Add a package'}</h3>
      <TextField label="Package name" {...input('name', 'name')} />
      <TextAreaField label="Package description" {...input('description', 'description')} />
      <TextField label="Duration (minutes)" inputMode="numeric" {...input('duration', 'durationMinutes')} />
      <TextField
        label="Price in pounds, all in (VAT and any fees included)"
        inputMode="decimal"
        {...input('price', 'priceFromPence')}
      />
      <TextField label="Most children (optional)" inputMode="numeric" {...input('maxChildren', 'maxChildren')} />
      <TextField label="Youngest age (optional)" inputMode="numeric" {...input('ageMin', 'ageRange')} />
      <TextField
        label="Oldest age (optional)"
        inputMode="numeric"
        value={values.ageMax}
        onChange={(event) => {
          setValues((current) => ({ ...current, ageMax: event.target.value }));
          setTouched((current) => new Set(current).add('ageRange'));
        }}
      />
      <FormError>{formError}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        Save
      </PrimaryButton>
      {editing && (
        <SecondaryButton type="button" onClick={onCancel}>
          Cancel editing
        </SecondaryButton>
      )}
    </Form>
  );
}
