import { useEffect, useRef, useState } from 'react';
import { LIMITS, type Photo } from 'shared/contracts';
import { FieldError, Form, FormError, PrimaryButton, TextField } from 'shared/ui';
import styled from 'styled-components';
import { uploadPhoto, type UploadProgress } from '../api/upload-photo.ts';
import { useSave } from '../hooks/use-save.ts';
import { lengthError } from '../validation/check-limits.ts';

const ALT = LIMITS.UpdatePhotoBody.alt;
const ACCEPTED = 'image/jpeg,image/png,image/webp';

const Bar = styled.progress`
  width: 100%;
  height: 12px;
`;

type PhotoUploaderProps = {
  businessId: string;
  /** False once the business holds as many photos as it may. */
  canAdd: boolean;
  onUploaded: (photo: Photo) => void;
  onDirty: (dirty: boolean) => void;
};

/** Chooses a photo, describes it (required: it is read out in its place) and uploads it with progress. */
export function PhotoUploader({ businessId, canAdd, onUploaded, onDirty }: PhotoUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { busy, fieldErrors, formError, save, edited } = useSave(['file', 'alt']);
  const altError = lengthError('A description', alt, ALT);
  const fileError = file ? null : 'Choose a photo to upload.';
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  useEffect(() => onDirty(file !== null || alt !== ''), [file, alt, onDirty]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (altError || !file) return;
    setProgress({ loaded: 0, total: file.size });
    const uploaded = await save(async () =>
      onUploaded(await uploadPhoto(businessId, { file, alt: alt.trim() }, setProgress)),
    );
    setProgress(null);
    if (uploaded) {
      setFile(null);
      setAlt('');
      setAttempted(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (!canAdd) return <p>You have as many photos as a business may hold. Delete one to add another.</p>;

  return (
    <Form noValidate onSubmit={submit} aria-label="Upload a photo">
      <h3>Add a photo</h3>
      <label htmlFor="photo-file">Photo (JPEG, PNG or WebP, at most 10 MB)</label>
      <input
        id="photo-file"
        ref={fileInput}
        type="file"
        accept={ACCEPTED}
        aria-invalid={(attempted && fileError) || fieldErrors.file ? true : undefined}
        aria-describedby="photo-file-error"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          edited('file');
        }}
      />
      <FieldError id="photo-file-error">{(attempted ? fileError : null) ?? fieldErrors.file ?? ''}</FieldError>
      <TextField
        label="Description of the photo (alt text)"
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
          edited('alt');
        }}
        error={(attempted || alt !== '' ? altError : null) ?? fieldErrors.alt ?? null}
      />
      {progress && (
        <Bar aria-label="Upload progress" max={100} value={percent}>
          {percent}%
        </Bar>
      )}
      {progress && <span aria-live="polite">Uploading… {percent}%</span>}
      <FormError>{formError}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        Upload photo
      </PrimaryButton>
    </Form>
  );
}
