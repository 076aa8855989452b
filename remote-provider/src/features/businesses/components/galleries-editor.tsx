import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, type OwnerGallery, type Photo } from 'shared/contracts';
import { Checkbox, CheckboxGroup, errorMessage, TextField } from 'shared/kit';
import { FormError, InlineSpinner, PrimaryButton } from 'shared/ui';
import styled from 'styled-components';
import { createGallery, deleteGallery, listGalleries, updateGallery, type GalleryChange } from '../api/galleries.ts';
import { lengthError } from '../validation/check-limits.ts';
import { ConfirmButton } from './confirm-button.tsx';

const NAME = LIMITS.CreateGalleryBody.name;
const MAX_PHOTOS = LIMITS.CreateGalleryBody.photoIds.maxItems;

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  button {
    justify-self: start;
  }
`;

const photoLabel = (photo: Photo, index: number) => photo.alt || `Photo ${index + 1}`;

function problemOf(change: GalleryChange): string | null {
  const name = lengthError('A gallery name', change.name, NAME);
  if (name) return name;
  if (change.photoIds.length > MAX_PHOTOS) return `A gallery holds at most ${MAX_PHOTOS} photos.`;
  return null;
}

type GalleryFormProps = {
  title: string;
  photos: Photo[];
  initial: GalleryChange;
  submitLabel: string;
  onSubmit: (change: GalleryChange) => Promise<void>;
  onDelete?: () => Promise<void>;
};

/** One gallery's name and which of the business's photos it shows, in the photos' own order. */
function GalleryForm({ title, photos, initial, submitLabel, onSubmit, onDelete }: GalleryFormProps) {
  const [change, setChange] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(change);
    if (problem) return setError(problem);
    void run(() => onSubmit({ name: change.name.trim(), photoIds: change.photoIds }));
  };

  const toggle = (id: string, on: boolean) =>
    setChange((current) => {
      const chosen = new Set(current.photoIds);
      if (on) chosen.add(id);
      else chosen.delete(id);
      return { ...current, photoIds: photos.map((photo) => photo.id).filter((photoId) => chosen.has(photoId)) };
    });

  return (
    <Panel noValidate onSubmit={submit} aria-label={title}>
      <h4>{title}</h4>
      <TextField
        label="Gallery name"
        value={change.name}
        maxLength={NAME.maxLength + 20}
        onChange={(event) => setChange((current) => ({ ...current, name: event.target.value }))}
      />
      <CheckboxGroup legend="Photos in this gallery">
        {photos.map((photo, index) => (
          <Checkbox
            key={photo.id}
            label={photoLabel(photo, index)}
            checked={change.photoIds.includes(photo.id)}
            onChange={(on) => toggle(photo.id, on)}
          />
        ))}
      </CheckboxGroup>
      <FormError>{error}</FormError>
      <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <PrimaryButton type="submit" disabled={busy}>
          {submitLabel}
        </PrimaryButton>
        {onDelete && (
          <ConfirmButton
            label="Delete gallery"
            question={`Delete the gallery "${initial.name}"? Its photos stay on your page.`}
            disabled={busy}
            onConfirm={() => void run(onDelete)}
          />
        )}
      </span>
    </Panel>
  );
}

/**
 * The business's galleries (shown on its page and at /gallery): make one from its photos, rename
 * it, choose its photos, delete it. Photos themselves are managed above, in the photos step.
 */
export function GalleriesEditor({ businessId, photos }: { businessId: string; photos: Photo[] }) {
  const [galleries, setGalleries] = useState<OwnerGallery[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // A new form after each gallery made, so the next starts empty.
  const [made, setMade] = useState(0);

  useEffect(() => {
    listGalleries(businessId).then(
      (list) => setGalleries(list.items),
      (error: unknown) => setLoadError(errorMessage(error)),
    );
  }, [businessId]);

  if (!galleries) return loadError ? <FormError>{loadError}</FormError> : <InlineSpinner label="Loading galleries…" />;

  const replace = (gallery: OwnerGallery) =>
    setGalleries((current) => (current ?? []).map((candidate) => (candidate.id === gallery.id ? gallery : candidate)));

  return (
    <section aria-labelledby="galleries-title">
      <h3 id="galleries-title">Galleries</h3>
      <p>
        Group your photos into named galleries, such as one party or one kind of show. Families see them on your page.
      </p>
      {photos.length === 0 ? (
        <p>Add photos first: a gallery is made from them.</p>
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {galleries.map((gallery) => (
            <GalleryForm
              key={gallery.id}
              title={gallery.name}
              photos={photos}
              initial={{ name: gallery.name, photoIds: gallery.photos.map((photo) => photo.id) }}
              submitLabel="Save gallery"
              onSubmit={async (change) => replace(await updateGallery(businessId, gallery.id, change))}
              onDelete={async () => {
                await deleteGallery(businessId, gallery.id);
                setGalleries((current) => (current ?? []).filter((candidate) => candidate.id !== gallery.id));
              }}
            />
          ))}
          <GalleryForm
            key={`new-${made}`}
            title="New gallery"
            photos={photos}
            initial={{ name: '', photoIds: [] }}
            submitLabel="Create gallery"
            onSubmit={async (change) => {
              const gallery = await createGallery(businessId, change);
              setGalleries((current) => [...(current ?? []), gallery]);
              setMade((count) => count + 1);
            }}
          />
        </div>
      )}
    </section>
  );
}
