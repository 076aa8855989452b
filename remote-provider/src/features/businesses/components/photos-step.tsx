import { useCallback, useEffect, useMemo, useState } from 'react';
import { LIMITS, type Photo } from 'shared/contracts';
import { Form, FormError, InlineSpinner, PrimaryButton, ResponsivePicture, TextField } from 'shared/ui';
import styled from 'styled-components';
import { deletePhoto } from '../api/delete-photo.ts';
import { getBusiness } from '../api/get-business.ts';
import { listPhotos } from '../api/list-photos.ts';
import { orderPhotos } from '../api/order-photos.ts';
import { updatePhotoAlt } from '../api/update-photo-alt.ts';
import { useSave } from '../hooks/use-save.ts';
import { lengthError } from '../validation/check-limits.ts';
import { ConfirmButton, SmallButton } from './confirm-button.tsx';
import { GalleriesEditor } from './galleries-editor.tsx';
import { PhotoUploader } from './photo-uploader.tsx';
import type { StepProps } from './step-props.ts';
import { errorMessage } from 'shared/kit';

const ALT = LIMITS.UpdatePhotoBody.alt;
const MAX_PHOTOS = LIMITS.PhotoOrderBody.photoIds.maxItems;

const Item = styled.li`
  list-style: none;
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  img {
    width: 160px;
    height: auto;
    border-radius: 8px;
  }
`;

/** The business's photos: upload with progress, describe, reorder by keyboard or mouse, delete. */
export function PhotosStep({ business, onSaved, onDirty }: StepProps) {
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [uploaderDirty, setUploaderDirty] = useState(false);
  const { busy, formError, save } = useSave([]);

  useEffect(() => {
    listPhotos(business.id).then(
      (list) => setPhotos(list.items),
      (error: unknown) => setActionError(errorMessage(error)),
    );
  }, [business.id]);

  const changedAlts = useMemo(
    () => (photos ?? []).filter((photo) => alts[photo.id] !== undefined && alts[photo.id] !== photo.alt),
    [photos, alts],
  );
  useEffect(() => onDirty(uploaderDirty || changedAlts.length > 0), [uploaderDirty, changedAlts, onDirty]);

  // The business's completeness counts photos: read it again after a photo comes or goes.
  const refreshBusiness = useCallback(async () => onSaved(await getBusiness(business.id)), [business.id, onSaved]);

  const act = async (action: () => Promise<void>) => {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(errorMessage(error));
    }
  };

  const move = (index: number, by: -1 | 1) =>
    act(async () => {
      if (!photos) return;
      const order = photos.map((photo) => photo.id);
      const [moved] = order.splice(index, 1);
      order.splice(index + by, 0, moved!);
      setPhotos((await orderPhotos(business.id, order)).items);
    });

  const remove = (photo: Photo) =>
    act(async () => {
      await deletePhoto(business.id, photo.id);
      setPhotos((current) => (current ?? []).filter((p) => p.id !== photo.id));
      await refreshBusiness();
    });

  const altErrors = Object.fromEntries(
    changedAlts.map((photo) => [photo.id, lengthError('A description', alts[photo.id] ?? '', ALT)]),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.values(altErrors).some(Boolean)) return;
    await save(async () => {
      const updated = await Promise.all(
        changedAlts.map((photo) => updatePhotoAlt(business.id, photo.id, (alts[photo.id] ?? '').trim())),
      );
      setPhotos((current) => (current ?? []).map((photo) => updated.find((u) => u.id === photo.id) ?? photo));
      setAlts({});
    });
  };

  if (!photos)
    return actionError ? <FormError>{actionError}</FormError> : <InlineSpinner label="Loading your photos…" />;

  return (
    <>
      <PhotoUploader
        businessId={business.id}
        canAdd={photos.length < MAX_PHOTOS}
        onUploaded={(photo) => {
          setPhotos((current) => [...(current ?? []), photo]);
          void refreshBusiness();
        }}
        onDirty={setUploaderDirty}
      />
      <FormError>{actionError}</FormError>
      <Form noValidate onSubmit={submit} aria-label="Your photos" style={{ maxWidth: 'none' }}>
        <h3>
          Your photos ({photos.length} of at most {MAX_PHOTOS})
        </h3>
        {photos.length === 0 && <p>No photos yet. The first one is the picture families see on your card.</p>}
        <ol style={{ padding: 0, display: 'grid', gap: 16 }}>
          {photos.map((photo, index) => (
            <Item key={photo.id} aria-label={`Photo ${index + 1}: ${photo.alt}`}>
              <ResponsivePicture photo={photo} sizes="160px" />
              <div style={{ display: 'grid', gap: 8 }}>
                <TextField
                  label={`Description of photo ${index + 1}`}
                  value={alts[photo.id] ?? photo.alt}
                  onChange={(event) => setAlts((current) => ({ ...current, [photo.id]: event.target.value }))}
                  error={altErrors[photo.id] ?? null}
                />
                <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  <SmallButton type="button" disabled={index === 0} onClick={() => void move(index, -1)}>
                    Move up
                  </SmallButton>
                  <SmallButton type="button" disabled={index === photos.length - 1} onClick={() => void move(index, 1)}>
                    Move down
                  </SmallButton>
                  <ConfirmButton
                    label="Delete"
                    question={`Delete photo ${index + 1}?`}
                    onConfirm={() => void remove(photo)}
                  />
                </span>
              </div>
            </Item>
          ))}
        </ol>
        <FormError>{formError}</FormError>
        {photos.length > 0 && (
          <PrimaryButton type="submit" disabled={busy}>
            Save
          </PrimaryButton>
        )}
      </Form>
      <GalleriesEditor businessId={business.id} photos={photos} />
    </>
  );
}
