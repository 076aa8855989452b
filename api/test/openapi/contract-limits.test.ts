import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as LIMITS from '../../../shared/src/contracts/limits.ts';
import { limitsFromDocument } from '../../scripts/contract-limits.ts';
import { buildOpenapiDocument } from '../../scripts/contract.ts';

// The browser's forms check as you type with these; they must be the numbers the server enforces.
test('the limits module carries the lengths, ranges, counts and patterns of the API schemas', async () => {
  const limits = limitsFromDocument(await buildOpenapiDocument());
  assert.deepEqual(limits.CreateBusinessBody?.name, { minLength: 2, maxLength: 80 });
  assert.deepEqual(limits.CreateBusinessBody?.categories, { minItems: 1, maxItems: 3 });
  assert.deepEqual(limits.CreateBusinessBody?.maxChildren, { minimum: 1, maximum: 200 });
  assert.deepEqual(limits.AreasBody?.areasCovered, {
    minItems: 1,
    maxItems: 50,
    items: { minLength: 1, maxLength: 10 },
  });
  assert.deepEqual(limits.CreatePackageBody?.priceFromPence, { minimum: 0, maximum: 10_000_000 });
  assert.deepEqual(limits.UpdatePhotoBody?.alt, { minLength: 1, maxLength: 200, pattern: '\\S' });
  assert.deepEqual(limits.PhotoOrderBody?.photoIds, { maxItems: 20 });
  assert.deepEqual(JSON.parse(JSON.stringify(LIMITS)), limits, 'the checked-in module is the generated one');
});
