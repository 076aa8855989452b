import { useEffect, useMemo, useState } from 'react';
import { CATEGORIES, LIMITS, type Category, type OwnerBusiness, type UpdateBusinessBody } from 'shared/contracts';
import { Form, FormError, PrimaryButton, TextField } from 'shared/ui';
import { createBusiness } from '../api/create-business.ts';
import { updateBusiness } from '../api/update-business.ts';
import { useSave } from '../hooks/use-save.ts';
import { countError, lengthError, wholeNumberError } from '../validation/check-limits.ts';
import { Checkbox, CheckboxGroup, TextAreaField } from 'shared/kit';

const L = LIMITS.UpdateBusinessBody;
const AGES = LIMITS.AgeRange.min;
const FIELDS = [
  'name',
  'categories',
  'description',
  'baseTown',
  'ageRange',
  'maxChildren',
  'contact/email',
  'contact/phone',
];

type Values = {
  name: string;
  categories: Category[];
  description: string;
  baseTown: string;
  ageMin: string;
  ageMax: string;
  maxChildren: string;
  indoor: boolean;
  outdoor: boolean;
  email: string;
  phone: string;
};

function valuesOf(business: OwnerBusiness | null): Values {
  return {
    name: business?.name ?? '',
    categories: business?.categories ?? [],
    description: business?.description ?? '',
    baseTown: business?.baseTown ?? '',
    ageMin: business?.ageRange ? String(business.ageRange.min) : '',
    ageMax: business?.ageRange ? String(business.ageRange.max) : '',
    maxChildren: business?.maxChildren == null ? '' : String(business.maxChildren),
    indoor: business?.indoor ?? false,
    outdoor: business?.outdoor ?? false,
    email: business?.contact.email ?? '',
    phone: business?.contact.phone ?? '',
  };
}

function ageRangeError(values: Values): string | null {
  const youngest = wholeNumberError('The youngest age', values.ageMin, AGES);
  const oldest = wholeNumberError('The oldest age', values.ageMax, AGES);
  if (youngest || oldest) return youngest ?? oldest;
  if ((values.ageMin === '') !== (values.ageMax === '')) return 'Give both the youngest and the oldest age.';
  if (values.ageMin !== '' && Number(values.ageMin) > Number(values.ageMax)) {
    return 'The youngest age must not be above the oldest.';
  }
  return null;
}

function errorsOf(values: Values): Record<string, string | null> {
  const phone = values.phone.trim();
  return {
    name: lengthError('Business name', values.name, L.name),
    categories: countError('categories', values.categories.length, L.categories),
    description: lengthError('Description', values.description, L.description, { required: false }),
    baseTown: lengthError('Base town', values.baseTown, L.baseTown, { required: false }),
    ageRange: ageRangeError(values),
    maxChildren: wholeNumberError('Most children', values.maxChildren, L.maxChildren),
    'contact/email': lengthError('Contact email', values.email, LIMITS.BusinessContact.email, { required: false }),
    'contact/phone':
      phone && !new RegExp(LIMITS.BusinessContact.phone.pattern).test(phone)
        ? 'Contact phone may hold only digits, spaces, brackets and hyphens (7 to 20 of them), with an optional + first.'
        : null,
  };
}

function bodyOf(values: Values): UpdateBusinessBody & { name: string; categories: Category[] } {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    categories: values.categories,
    description: values.description.trim(),
    baseTown: text(values.baseTown),
    ageRange: values.ageMin === '' ? null : { min: Number(values.ageMin), max: Number(values.ageMax) },
    maxChildren: values.maxChildren === '' ? null : Number(values.maxChildren),
    indoor: values.indoor,
    outdoor: values.outdoor,
    contact: { email: text(values.email), phone: text(values.phone) },
  };
}

type DetailsStepProps = {
  /** Null for a business not yet created: the first Save creates it. */
  business: OwnerBusiness | null;
  onSaved: (business: OwnerBusiness) => void;
  onDirty: (dirty: boolean) => void;
};

/** Name, categories, description, base town, ages, group size, indoor/outdoor and contact. */
export function DetailsStep({ business, onSaved, onDirty }: DetailsStepProps) {
  const initial = useMemo(() => valuesOf(business), [business]);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const { busy, fieldErrors, formError, save, edited } = useSave(FIELDS);
  const errors = errorsOf(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const change =
    <K extends keyof Values>(key: K, field: string) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setTouched((current) => new Set(current).add(field));
      edited(field);
    };
  const shown = (field: string) =>
    (attempted || touched.has(field) ? errors[field] : null) ?? fieldErrors[field] ?? null;

  const toggleCategory = (category: Category, on: boolean) =>
    change(
      'categories',
      'categories',
    )(on ? [...values.categories, category] : values.categories.filter((c) => c !== category));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.values(errors).some(Boolean)) return;
    await save(async () => {
      const body = bodyOf(values);
      onSaved(business ? await updateBusiness(business.id, body) : await createBusiness(body));
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Business details">
      <TextField
        label="Business name"
        value={values.name}
        onChange={(event) => change('name', 'name')(event.target.value)}
        error={shown('name')}
        autoComplete="organization"
      />
      <CheckboxGroup
        legend="Categories"
        hint={`Choose ${L.categories.minItems} to ${L.categories.maxItems}.`}
        error={shown('categories')}
      >
        {CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={category}
            checked={values.categories.includes(category)}
            onChange={(on) => toggleCategory(category, on)}
          />
        ))}
      </CheckboxGroup>
      <TextAreaField
        label="Description"
        hint={`What families get from you, in up to ${L.description.maxLength.toLocaleString('en-GB')} characters (${values.description.trim().length.toLocaleString('en-GB')} so far).`}
        value={values.description}
        onChange={(event) => change('description', 'description')(event.target.value)}
        error={shown('description')}
      />
      <TextField
        label="Base town"
        value={values.baseTown}
        onChange={(event) => change('baseTown', 'baseTown')(event.target.value)}
        error={shown('baseTown')}
      />
      <TextField
        label="Youngest age (years)"
        inputMode="numeric"
        value={values.ageMin}
        onChange={(event) => change('ageMin', 'ageRange')(event.target.value)}
        error={shown('ageRange')}
      />
      <TextField
        label="Oldest age (years)"
        inputMode="numeric"
        value={values.ageMax}
        onChange={(event) => change('ageMax', 'ageRange')(event.target.value)}
      />
      <TextField
        label="Most children at once"
        inputMode="numeric"
        value={values.maxChildren}
        onChange={(event) => change('maxChildren', 'maxChildren')(event.target.value)}
        error={shown('maxChildren')}
      />
      <CheckboxGroup legend="Where you work">
        <Checkbox label="Indoors" checked={values.indoor} onChange={(on) => change('indoor', 'indoor')(on)} />
        <Checkbox label="Outdoors" checked={values.outdoor} onChange={(on) => change('outdoor', 'outdoor')(on)} />
      </CheckboxGroup>
      <TextField
        label="Contact email"
        type="email"
        value={values.email}
        onChange={(event) => change('email', 'contact/email')(event.target.value)}
        error={shown('contact/email')}
      />
      <TextField
        label="Contact phone"
        type="tel"
        value={values.phone}
        onChange={(event) => change('phone', 'contact/phone')(event.target.value)}
        error={shown('contact/phone')}
      />
      <p>Your contact details are shown only to families with a confirmed booking.</p>
      <FormError>{formError}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        Save
      </PrimaryButton>
    </Form>
  );
}
