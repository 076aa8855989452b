/**
 * Photos and galleries on the instance: the storage (a data folder by default, or a bucket), the processing
 * pipeline with its limits, and the two modules routes use. `fastify.photos.toPublic` maps any
 * photo row to what browsers get, for every read that shows photos.
 */
import fp from 'fastify-plugin';
import { createGalleriesModule, type GalleriesModule } from '../../modules/galleries/galleries-service.ts';
import { createFolderStorage } from '../../modules/photos/folder-storage.ts';
import { createPhotoProcessor } from '../../modules/photos/photo-processor.ts';
import type { PhotoStorage } from '../../modules/photos/photo-storage.ts';
import { createS3Storage } from '../../modules/photos/s3-storage.ts';
import { createPhotosModule, type PhotosModule } from '../../modules/photos/photos-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
    photos: PhotosModule;
    galleries: GalleriesModule;
  }
}

export default fp(
  async (fastify) => {
    const { store, storageDir, processingConcurrency, maxInFlight } = fastify.config.photos;
    const storage = store.kind === 's3' ? createS3Storage(store) : createFolderStorage(storageDir);
    const processor = createPhotoProcessor({ concurrency: processingConcurrency, maxInFlight });
    const photos = createPhotosModule({ db: fastify.db, storage, processor, log: fastify.log });
    fastify.decorate('photoStorage', storage);
    fastify.decorate('photos', photos);
    fastify.decorate('galleries', createGalleriesModule({ db: fastify.db, toPublicPhoto: photos.toPublic }));
  },
  { name: 'photos', dependencies: ['database'] },
);
