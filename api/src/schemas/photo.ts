import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

const Srcset = Type.String({ description: 'A `srcset`: "<url> <width>w" for every width, narrowest first.' });

export const Photo = named(
  'Photo',
  Type.Object(
    {
      id: Type.String({ format: 'uuid' }),
      alt: Type.String(),
      width: Type.Integer({
        minimum: 1,
        description: 'Of the widest variant, upright; with height, the aspect ratio.',
      }),
      height: Type.Integer({ minimum: 1 }),
      sources: Type.Object({ avif: Srcset, webp: Srcset }),
      fallback: Type.String({ description: 'URL of a WebP at most 1024 px wide, for the <img> itself.' }),
    },
    { description: 'A processed photo: no EXIF or GPS, resized WebP and AVIF; use with <picture>, srcset and sizes.' },
  ),
);

export const PhotoList = named('PhotoList', Type.Object({ items: Type.Array(Photo) }));

/** 1–200 characters once trimmed; said to screen-reader users in place of the photo. */
export const Alt = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const UpdatePhotoBody = named('UpdatePhotoBody', Type.Object({ alt: Alt }, { additionalProperties: false }));

export const PhotoOrderBody = named(
  'PhotoOrderBody',
  Type.Object(
    {
      photoIds: Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: 20,
        uniqueItems: true,
        description: "Every one of the business's photo ids, in the new order.",
      }),
    },
    { additionalProperties: false },
  ),
);

export const PhotoParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }), photoId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
