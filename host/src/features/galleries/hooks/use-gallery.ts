import { useEffect, useState } from 'react';
import { ApiError } from 'shared/api-client';
import type { PublicGallery } from 'shared/contracts';
import { getGallery } from '../api/get-gallery.ts';
import { errorMessage } from 'shared/kit';

export type GalleryState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; gallery: PublicGallery };

/** An address that names no gallery (an unknown id, or no id at all) is simply not found. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function useGallery(galleryId: string) {
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getGallery(galleryId, controller.signal).then(
      (gallery) => {
        if (!controller.signal.aborted) setState({ status: 'ready', gallery });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(error) ? { status: 'not-found' } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [galleryId]);
  return state;
}
