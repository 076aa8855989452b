/**
 * Copies the photos in the data folder (PHOTO_STORAGE_DIR) to the bucket the S3 settings name
 * (PHOTO_STORAGE=s3 with PHOTO_S3_*), skipping what the bucket already holds: run it again after
 * an interruption and it carries on. Exit code 0 when every file is in the bucket, 1 otherwise.
 *   pnpm --filter api photos:copy-to-bucket
 * Runbook: docs/operations.md, "Moving photos to a bucket".
 */
import { ConfigError, loadConfig } from '../src/config.ts';
import { copyFolderToStore } from '../src/modules/photos/copy-photos.ts';
import { createS3Storage } from '../src/modules/photos/s3-storage.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
const { store, storageDir } = config.photos;
if (store.kind !== 's3') {
  console.error('Set PHOTO_STORAGE=s3 and the PHOTO_S3_* settings of the bucket to copy the photos into.');
  process.exit(2);
}

const stop = new AbortController();
process.once('SIGINT', () => {
  console.error('Stopping after the current file; run the command again to carry on.');
  stop.abort();
});

console.log(`Copying ${storageDir} to bucket ${store.bucket}${store.endpoint ? ` at ${store.endpoint}` : ''}…`);
let handled = 0;
const report = await copyFolderToStore(storageDir, createS3Storage(store), {
  signal: stop.signal,
  onKey: (key, outcome) => {
    handled += 1;
    if (outcome === 'failed' || handled % 100 === 0) console.log(`${handled} files (${key}: ${outcome})`);
  },
});
for (const { key, error } of report.failed) console.error(`failed: ${key}: ${error}`);
console.log(`${report.copied} copied, ${report.skipped} already in the bucket, ${report.failed.length} failed.`);
process.exit(report.failed.length > 0 || stop.signal.aborted ? 1 : 0);
