import type { Registry } from 'shared/contracts';
import { exitPreview, previewFromToken, type Preview } from './preview.ts';
import { showPreviewBar } from './preview-bar.ts';

/** A tab with a preview token: the checked preview (its bar shown), or null when the token does not hold. */
export async function openPreview(token: string, registry: Registry): Promise<Preview | null> {
  const preview = await previewFromToken(token, registry);
  if (preview) showPreviewBar(preview, exitPreview);
  return preview;
}
