/**
 * The upload pipeline: decode (what the bytes are, never what the client says), turn upright by
 * the EXIF orientation, then encode every width as WebP and AVIF. Encoders only ever see raw
 * pixels, so no EXIF, GPS, XMP, IPTC or ICC data from the original can reach a stored file; the
 * original itself is never stored.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PhotoProcessingBusyError,
  PhotoTooLargeError,
  UnreadablePhotoError,
  UnsupportedPhotoError,
} from './photo-errors.ts';
import { sniffPhotoFormat } from './photo-format.ts';
import { createTaskLimiter } from './task-limiter.ts';

/**
 * Served widths; a photo narrower than one of them is served at its own width instead, never
 * enlarged. 768 is a phone's: a full-width photo on a 412px screen at 1.75 device pixels per CSS
 * pixel (the benchmark's phone) needs about 665, which would otherwise fetch the 1024.
 */
const MAX_WIDTH = 1600;
export const PHOTO_WIDTHS = [320, 640, 768, 1024, MAX_WIDTH] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoOutputFormat = (typeof PHOTO_FORMATS)[number];

export const CONTENT_TYPES: Record<PhotoOutputFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface EncodedVariant {
  width: number;
  height: number;
  format: PhotoOutputFormat;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** The largest variant's size: the photo as served, upright. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

export interface PhotoProcessorOptions {
  /** Image operations at once, each on one thread of libuv's pool. */
  concurrency: number;
  /** Photos accepted for processing at once (running or waiting); one more is refused with 503. */
  maxInFlight: number;
}

export interface PhotoProcessor {
  process(input: Buffer): Promise<ProcessedPhoto>;
  readonly inFlight: number;
}

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

// Chosen so a 10 MB photo is done within 2 s on two busy cores: AVIF at effort 2 takes about
// four times as long as at effort 1 for a few per cent fewer bytes.
const ENCODERS: Record<PhotoOutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
};

/** The served widths below the photo's own, then the photo at its own width up to the widest. */
export function variantWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, MAX_WIDTH);
  return [...PHOTO_WIDTHS.filter((width) => width < widest), widest];
}

async function checkedFormat(input: Buffer): Promise<void> {
  const claimed = sniffPhotoFormat(input);
  if (!claimed) throw new UnsupportedPhotoError();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadablePhotoError();
  }
  if (metadata.format !== claimed) throw new UnsupportedPhotoError();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new PhotoTooLargeError('Photos must be 100 megapixels or smaller.');
  }
}

/** Upright, at most the widest served width, as raw pixels: the one decode each photo gets. */
async function decodeUpright(input: Buffer): Promise<RawImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw new UnreadablePhotoError();
  }
}

async function encode(source: RawImage, width: number, format: PhotoOutputFormat): Promise<EncodedVariant> {
  let image = sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });
  if (width !== source.width) image = image.resize({ width });
  const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, data };
}

export function createPhotoProcessor({ concurrency, maxInFlight }: PhotoProcessorOptions): PhotoProcessor {
  // libvips' operation cache only helps repeated work on the same image, which never happens here.
  sharp.cache(false);
  const limiter = createTaskLimiter(concurrency);
  let inFlight = 0;

  return {
    async process(input) {
      if (input.length > MAX_PHOTO_BYTES) throw new PhotoTooLargeError();
      if (inFlight >= maxInFlight) throw new PhotoProcessingBusyError();
      inFlight += 1;
      try {
        await checkedFormat(input);
        const upright = await limiter.run(() => decodeUpright(input));
        // Widest first: the longest encodes start first, so the last one to finish is short.
        const variants = await Promise.all(
          variantWidths(upright.width)
            .reverse()
            .flatMap((width) => PHOTO_FORMATS.map((format) => limiter.run(() => encode(upright, width, format)))),
        );
        const largest = variants.reduce((widest, variant) => (variant.width > widest.width ? variant : widest));
        return { width: largest.width, height: largest.height, variants };
      } finally {
        inFlight -= 1;
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}
