import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { sniffPhotoFormat } from '../../../src/modules/photos/photo-format.ts';

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
    .toFormat(format)
    .toBuffer();

test('JPEG, PNG and WebP are known by their first bytes', async () => {
  assert.equal(sniffPhotoFormat(await image('jpeg')), 'jpeg');
  assert.equal(sniffPhotoFormat(await image('png')), 'png');
  assert.equal(sniffPhotoFormat(await image('webp')), 'webp');
});

test('anything else is not a photo we take, whatever its name says', async () => {
  for (const format of ['gif', 'tiff', 'avif'] as const)
    assert.equal(sniffPhotoFormat(await image(format)), undefined, format);
  assert.equal(sniffPhotoFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), undefined);
  assert.equal(sniffPhotoFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt ')), undefined);
  assert.equal(sniffPhotoFormat(new Uint8Array()), undefined);
});
