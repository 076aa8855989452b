import { useEffect, useState } from 'react';
import {
  CREDENTIAL_TYPES,
  LIMITS,
  formatCalendarDate,
  type CredentialType,
  type OwnerCredential,
} from 'shared/contracts';
import { Form, FormError, PrimaryButton, TextField, SelectField } from 'shared/ui';
import { declareCredential } from '../api/declare-credential.ts';
import { deleteCredential } from '../api/delete-credential.ts';
import { useSave } from '../hooks/use-save.ts';
import { lengthError } from '../validation/check-limits.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { STANDING_LABELS } from './status-label.ts';
import type { StepProps } from './step-props.ts';
import { errorMessage } from 'shared/kit';

const L = LIMITS.CredentialBody;
const FIELDS = ['type', 'reference', 'expiresOn'];

function Standing({ credential }: { credential: OwnerCredential }) {
  const label = STANDING_LABELS[credential.standing];
  return (
    <span>
      {label}
      {credential.standing === 'rejected' && credential.rejectionReason ? `: ${credential.rejectionReason}` : ''}
      {credential.badge ? ' (shown as a badge on your page)' : ''}
    </span>
  );
}

/** Credentials as declared, verified, expired or rejected; only verified, in-date ones earn a badge. */
export function CredentialsStep({ business, onSaved, onDirty }: StepProps) {
  const [type, setType] = useState<CredentialType | ''>('');
  const [reference, setReference] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { busy, fieldErrors, formError, save, edited } = useSave(FIELDS);
  const dirty = type !== '' || reference !== '' || expiresOn !== '';

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const errors: Record<string, string | null> = {
    type: type === '' ? 'Choose the type of credential.' : null,
    reference: lengthError('Reference', reference, L.reference),
    expiresOn: new RegExp(L.expiresOn.pattern).test(expiresOn) ? null : 'Give the date it expires.',
  };
  const shown = (field: string, typed: boolean) =>
    (attempted || typed ? errors[field] : null) ?? fieldErrors[field] ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.values(errors).some(Boolean) || type === '') return;
    const saved = await save(async () =>
      onSaved(await declareCredential(business.id, { type, reference: reference.trim(), expiresOn })),
    );
    if (saved) {
      setType('');
      setReference('');
      setExpiresOn('');
      setAttempted(false);
    }
  };

  const remove = async (credential: OwnerCredential) => {
    setDeleteError(null);
    try {
      onSaved(await deleteCredential(business.id, credential.id));
    } catch (failure) {
      setDeleteError(errorMessage(failure));
    }
  };

  return (
    <>
      {business.credentials.length === 0 ? (
        <p>No credentials declared yet. Families look for insurance and DBS checks.</p>
      ) : (
        <ul aria-label="Your credentials">
          {business.credentials.map((credential) => (
            <li key={credential.id}>
              <strong>{credential.type}</strong> ({credential.reference}), expires{' '}
              {formatCalendarDate(credential.expiresOn)}: <Standing credential={credential} />{' '}
              <ConfirmButton
                label={`Delete ${credential.type}`}
                question={`Delete ${credential.type}?`}
                onConfirm={() => void remove(credential)}
              />
            </li>
          ))}
        </ul>
      )}
      <FormError>{deleteError}</FormError>
      <Form noValidate onSubmit={submit} aria-label="Declare a credential">
        <h3>Declare a credential</h3>
        <p>We check each credential before it shows as a badge on your page.</p>
        <SelectField
          label="Type"
          value={type}
          onChange={(event) => {
            setType(event.target.value as CredentialType | '');
            edited('type');
          }}
          error={shown('type', false)}
        >
          <option value="">Choose…</option>
          {CREDENTIAL_TYPES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <TextField
          label="Reference (policy or certificate number)"
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            edited('reference');
          }}
          error={shown('reference', reference !== '')}
        />
        <TextField
          label="Expires on"
          type="date"
          value={expiresOn}
          onChange={(event) => {
            setExpiresOn(event.target.value);
            edited('expiresOn');
          }}
          error={shown('expiresOn', false)}
        />
        <FormError>{formError}</FormError>
        <PrimaryButton type="submit" disabled={busy}>
          Save
        </PrimaryButton>
      </Form>
    </>
  );
}
