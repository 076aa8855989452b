import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createPhotoProcessor, variantWidths } from '../../../src/modules/photos/photo-processor.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();

test('widths: the served ones below the photo, then the photo itself up to 1600, never enlarged', () => {
  assert.deepEqual(variantWidths(5000), [320, 640, 768, 1024, 1600]);
  assert.deepEqual(variantWidths(1600), [320, 640, 768, 1024, 1600]);
  assert.deepEqual(variantWidths(900), [320, 640, 768, 900]);
  assert.deepEqual(variantWidths(700), [320, 640, 700]);
  assert.deepEqual(variantWidths(640), [320, 640]);
  assert.deepEqual(variantWidths(200), [200]);
});

test('a small photo is kept at its own size, in both formats', async () => {
  const processor = createPhotoProcessor({ concurrency: 2, maxInFlight: 2 });
  const result = await processor.process(await png(300, 150));
  assert.deepEqual([result.width, result.height], [300, 150]);
  assert.deepEqual(result.variants.map((variant) => `${variant.format} ${variant.width}x${variant.height}`).sort(), [
    'avif 300x150',
    'webp 300x150',
  ]);
});

test('beyond the photos allowed in flight, an upload is refused at once with 503', async () => {
  const processor = createPhotoProcessor({ concurrency: 1, maxInFlight: 1 });
  const input = await png(64, 64);
  const first = processor.process(input);
  await assert.rejects(processor.process(input), { statusCode: 503, message: /try again in a minute/ });
  await first;
  assert.equal(processor.inFlight, 0);
  await processor.process(input);
});

/** A PNG that claims a size in its header, with ten bytes of pixels: tiny on disk, huge once decoded. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a canvas over 100 megapixels is refused before it is decoded', async () => {
  const processor = createPhotoProcessor({ concurrency: 1, maxInFlight: 1 });
  await assert.rejects(processor.process(pngHeader(20_000, 6_000)), {
    statusCode: 413,
    message: 'Photos must be 100 megapixels or smaller.',
  });
});
