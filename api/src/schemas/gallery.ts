import { Type } from '@sinclair/typebox';
import { named } from './named.ts';
import { Photo } from './photo.ts';

const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const PhotoIds = Type.Array(Type.String({ format: 'uuid' }), {
  maxItems: 20,
  uniqueItems: true,
  description: "The business's own photos, in the gallery's order.",
});

export const CreateGalleryBody = named(
  'CreateGalleryBody',
  Type.Object({ name: Name, photoIds: Type.Optional(PhotoIds) }, { additionalProperties: false }),
);

export const UpdateGalleryBody = named(
  'UpdateGalleryBody',
  Type.Object(
    { name: Type.Optional(Name), photoIds: Type.Optional(PhotoIds) },
    { additionalProperties: false, minProperties: 1 },
  ),
);

const BusinessLink = Type.Object({
  name: Type.String(),
  slug: Type.String({ description: 'The business page is /pages/{slug}.' }),
});

export const OwnerGallery = named(
  'OwnerGallery',
  Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), photos: Type.Array(Photo) }),
);

export const OwnerGalleryList = named('OwnerGalleryList', Type.Object({ items: Type.Array(OwnerGallery) }));

export const PublicGallery = named(
  'PublicGallery',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    business: BusinessLink,
    photos: Type.Array(Photo),
  }),
);

export const PublicGallerySummary = named(
  'PublicGallerySummary',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    business: BusinessLink,
    photoCount: Type.Integer({ minimum: 1 }),
    cover: Type.Union([Photo, Type.Null()]),
  }),
);

export const PublicGalleryList = named(
  'PublicGalleryList',
  Type.Object({
    items: Type.Array(PublicGallerySummary),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last.',
    }),
  }),
);

export const GalleryParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }), galleryId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const PublicGalleryParams = Type.Object(
  { galleryId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const PublicGalleryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
    cursor: Type.Optional(Type.String({ format: 'uuid', description: 'The last id of the previous page.' })),
  },
  { additionalProperties: false },
);
