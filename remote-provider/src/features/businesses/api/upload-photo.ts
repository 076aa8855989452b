import { API_ERROR_MESSAGES, ApiError, apiBaseUrl, bearerToken } from 'shared/api-client';
import type { Photo } from 'shared/contracts';

export type UploadProgress = { loaded: number; total: number };

function backendMessage(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || null;
    }
  } catch {
    // Not JSON: there is no message of the backend's own to show.
  }
  return null;
}

/**
 * Uploads one photo with its alt text. XMLHttpRequest rather than fetch, because only it reports
 * upload progress; it fails with the same messages as `apiRequest` (the backend's own `message`,
 * or the spec's catalogue).
 */
export async function uploadPhoto(
  businessId: string,
  upload: { file: File; alt: string },
  onProgress: (progress: UploadProgress) => void,
): Promise<Photo> {
  const token = await bearerToken();
  const form = new FormData();
  form.append('alt', upload.alt);
  form.append('file', upload.file);
  return new Promise<Photo>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`/api/businesses/${encodeURIComponent(businessId)}/photos`, apiBaseUrl()).href);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () => reject(new ApiError(API_ERROR_MESSAGES.noResponse));
    request.onload = () => {
      const text = String(request.responseText ?? '');
      if (request.status < 200 || request.status >= 300) {
        const message = backendMessage(text) ?? API_ERROR_MESSAGES.unexpected(`status ${request.status}`);
        reject(new ApiError(message, request.status));
        return;
      }
      try {
        resolve(JSON.parse(text) as Photo);
      } catch (error) {
        reject(new ApiError(API_ERROR_MESSAGES.unexpected(error instanceof Error ? error.message : String(error))));
      }
    };
    request.send(form);
  });
}
