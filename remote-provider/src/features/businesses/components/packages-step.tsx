import { useState } from 'react';
import type { BusinessPackage } from 'shared/contracts';
import { FormError, formatPence } from 'shared/ui';
import { deletePackage } from '../api/delete-package.ts';
import { ConfirmButton, SmallButton } from './confirm-button.tsx';
import { PackageForm } from './package-form.tsx';
import type { StepProps } from './step-props.ts';
import { errorMessage } from 'shared/kit';

/** The packages families choose from, each with its all-in price. */
export function PackagesStep({ business, onSaved, onDirty }: StepProps) {
  const [editing, setEditing] = useState<BusinessPackage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async (pkg: BusinessPackage) => {
    setError(null);
    try {
      onSaved(await deletePackage(business.id, pkg.id));
      if (editing?.id === pkg.id) setEditing(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <>
      {business.packages.length === 0 ? (
        <p>No packages yet. Add at least one: families compare them by their all-in price.</p>
      ) : (
        <ul aria-label="Your packages">
          {business.packages.map((pkg) => (
            <li key={pkg.id}>
              <strong>{pkg.name}</strong>: {formatPence(pkg.priceFromPence)} all in, {pkg.durationMinutes} minutes{' '}
              <SmallButton type="button" aria-label={`Edit ${pkg.name}`} onClick={() => setEditing(pkg)}>
                Edit
              </SmallButton>{' '}
              <ConfirmButton
                label={`Delete ${pkg.name}`}
                question={`Delete ${pkg.name}?`}
                onConfirm={() => void remove(pkg)}
              />
            </li>
          ))}
        </ul>
      )}
      <FormError>{error}</FormError>
      <PackageForm
        key={`${editing?.id ?? 'new'}-${business.updatedAt}`}
        businessId={business.id}
        editing={editing}
        onSaved={(saved) => {
          setEditing(null);
          onSaved(saved);
        }}
        onCancel={() => setEditing(null)}
        onDirty={onDirty}
      />
    </>
  );
}
