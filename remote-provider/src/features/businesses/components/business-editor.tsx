import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type OwnerBusiness, PROVIDER_PATHS, routePath } from 'shared/contracts';
import { FormError, FormSuccess, InlineSpinner, Page } from 'shared/ui';
import { useOwnerBusiness } from '../hooks/use-owner-business.ts';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { AreasStep } from './areas-step.tsx';
import { AvailabilityStep } from './availability-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { EDITOR_STEPS, isEditorStep, type EditorStep } from './editor-steps.ts';
import { NotFound } from './not-found.tsx';
import { PackagesStep } from './packages-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PublishBar } from './publish-bar.tsx';
import { StepNav } from './step-nav.tsx';
import type { StepProps } from './step-props.ts';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';

const STEPS: Record<Exclude<EditorStep, 'details'>, (props: StepProps) => React.ReactNode> = {
  packages: PackagesStep,
  photos: PhotosStep,
  areas: AreasStep,
  credentials: CredentialsStep,
  availability: AvailabilityStep,
};

/**
 * `/business/{id}/{form}`: one step of a business's editor, `new` for one not yet created. The
 * first Save of a new business's details creates it and moves to its own address. Someone
 * else's business, like a missing one or an unknown step, is not found.
 */
export function BusinessEditor({ id, form }: { id: string; form: string | undefined }) {
  const navigate = useNavigate();
  const { state, replace } = useOwnerBusiness(id, isEditorStep(form));
  // A note belongs to the step it was saved on: moving to another step drops it.
  const [saved, setSaved] = useState<{ form: string | undefined; note: string } | null>(null);
  const savedNote = saved !== null && saved.form === form ? saved.note : null;
  const dirty = useRef(false);
  const blocker = useUnsavedChanges(() => dirty.current);

  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
    if (value) setSaved(null);
  }, []);

  const onSaved = useCallback(
    (business: OwnerBusiness) => {
      dirty.current = false;
      replace(business);
      setSaved({ form, note: 'Saved.' });
    },
    [replace, form],
  );

  const onCreated = useCallback(
    (business: OwnerBusiness) => {
      onSaved(business);
      setSaved({ form: 'details', note: 'Saved. Your business is a draft until you publish it.' });
      navigate(routePath(PROVIDER_PATHS.businessForm, { id: business.id, form: 'details' }), { replace: true });
    },
    [navigate, onSaved],
  );

  if (!isEditorStep(form) || state.status === 'not-found' || (state.status === 'new' && form !== 'details')) {
    return <NotFound />;
  }
  const business = state.status === 'ready' ? state.business : null;
  const stepLabel = EDITOR_STEPS.find((step) => step.form === form)?.label ?? '';
  const title = business ? `Edit ${business.name}` : state.status === 'new' ? 'Add a business' : 'Edit Business';
  const Step = form === 'details' ? null : STEPS[form];

  return (
    <Page title={title}>
      <StepNav businessId={business?.id ?? null} current={form} completeness={business?.completeness ?? null} />
      {business && <PublishBar business={business} onSaved={onSaved} />}
      <h2>{stepLabel}</h2>
      <FormSuccess>{savedNote}</FormSuccess>
      {state.status === 'loading' && <InlineSpinner label="Loading your business…" />}
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'new' && <DetailsStep business={null} onSaved={onCreated} onDirty={onDirty} />}
      {business && form === 'details' && (
        <DetailsStep key={business.updatedAt} business={business} onSaved={onSaved} onDirty={onDirty} />
      )}
      {business && Step && (
        // A step starts again from what the server answered after each save; the photos step keeps
        // its list and upload, since it refreshes the business after every photo.
        <Step
          key={form === 'photos' ? `photos-${business.id}` : `${form}-${business.updatedAt}`}
          business={business}
          onSaved={onSaved}
          onDirty={onDirty}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Page>
  );
}
