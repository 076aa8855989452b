import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { showsBadge, standingOf } from '../../../src/modules/businesses/badges.ts';
import { londonToday } from '../../../src/modules/common/index.ts';
import { toCoveredArea } from '../../../src/modules/businesses/postcode-areas.ts';
import { slugify } from '../../../src/modules/businesses/slug.ts';

describe('badges', () => {
  const verified = { type: 'Enhanced DBS' as const, status: 'verified' as const, expiresOn: '2025-07-01' };

  test('a verified credential shows its badge up to and including its expiry day in London', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    assert.equal(londonToday(new Date('2025-06-30T23:30:00Z')), '2025-07-01');
    assert.equal(showsBadge(verified, londonToday(new Date('2025-06-30T23:30:00Z'))), true);
    // 23:30 UTC on 1 July is 2 July in London: expired there, though still 1 July in UTC.
    assert.equal(showsBadge(verified, londonToday(new Date('2025-07-01T23:30:00Z'))), false);
    assert.equal(standingOf(verified, '2025-07-02'), 'expired');
  });

  test('declared and rejected credentials never show a badge', () => {
    assert.equal(showsBadge({ ...verified, status: 'declared' }, '2025-01-01'), false);
    assert.equal(standingOf({ ...verified, status: 'rejected' }, '2025-01-01'), 'rejected');
  });
});

describe('areas covered', () => {
  test('full postcodes become districts; districts and areas are kept, upper case', () => {
    assert.equal(toCoveredArea('sw11 1aa'), 'SW11');
    assert.equal(toCoveredArea('EC1A1BB'), 'EC1A');
    assert.equal(toCoveredArea('w1a'), 'W1A');
    assert.equal(toCoveredArea(' bs '), 'BS');
    assert.equal(toCoveredArea('M'), 'M');
  });

  test('shapes without a real UK postcode area are refused', () => {
    for (const input of ['XX9', 'Q1', 'ZZ', 'SW111', 'hello', '']) assert.equal(toCoveredArea(input), undefined, input);
  });
});

describe('slugs', () => {
  test('from the name: ASCII words in lower case joined by hyphens', () => {
    assert.equal(slugify('Café Clowns & Co'), 'cafe-clowns-and-co');
    assert.equal(slugify("Maya's  Magic!!"), 'mayas-magic');
    assert.equal(slugify('!!!'), 'business');
    assert.ok(slugify('word '.repeat(40)).length <= 80);
  });
});
