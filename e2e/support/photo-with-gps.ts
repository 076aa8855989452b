import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

type Metadata = { exif?: Buffer; xmp?: Buffer; iptc?: Buffer; format?: string };
type SharpImage = {
  withExif(exif: Record<string, Record<string, string>>): SharpImage;
  jpeg(options?: { quality?: number }): SharpImage;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<Metadata>;
};
type Sharp = (input?: Buffer | { create: object }) => SharpImage;

// The API's own image library: the e2e package reads images with what the server writes them with.
const sharp = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('sharp') as Sharp;

/** Marks a phone leaves in a photo; the served copies must carry none of them. */
export const GPS_MAP_DATUM = 'WGS-84';
export const CAMERA_MAKE = 'PartyCam';

/** A JPEG as a phone writes it, with camera and GPS position in its EXIF. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 960, height: 640, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'One' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 27/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '2/1 35/1 2200/100',
        GPSMapDatum: GPS_MAP_DATUM,
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** What an image file carries besides its pixels. */
export async function imageMetadata(bytes: Buffer): Promise<Metadata> {
  return sharp(bytes).metadata();
}
