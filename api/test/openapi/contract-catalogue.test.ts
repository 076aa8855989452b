import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as CATALOGUE from '../../../shared/src/contracts/catalogue.ts';
import { CATEGORIES, CREDENTIAL_TYPES } from '../../src/modules/businesses/catalogue.ts';
import { BOOKING_STATUSES, EVENT_TYPES, QUOTE_VALID_DAYS } from '../../src/modules/events/event-catalogue.ts';
import { enumsFromDocument, listName } from '../../scripts/contract-catalogue.ts';
import { buildOpenapiDocument } from '../../scripts/contract.ts';

test("the browser's lists are the API catalogue's, in its order, named after their schemas", async () => {
  const enums = enumsFromDocument(await buildOpenapiDocument());
  assert.deepEqual(enums.Category, [...CATEGORIES]);
  assert.deepEqual(enums.EventType, [...EVENT_TYPES]);
  assert.deepEqual(enums.BookingStatus, [...BOOKING_STATUSES]);
  assert.deepEqual(CATALOGUE.CATEGORIES, [...CATEGORIES]);
  assert.deepEqual(CATALOGUE.CREDENTIAL_TYPES, [...CREDENTIAL_TYPES]);
  assert.deepEqual(CATALOGUE.EVENT_TYPES, [...EVENT_TYPES]);
  assert.deepEqual(CATALOGUE.FORM_RULES.quoteValidDays, QUOTE_VALID_DAYS);
  assert.equal(enums.Photo, undefined, 'an object schema is not a list');
});

test('a list is named in capitals and the plural of its schema', () => {
  assert.equal(listName('Category'), 'CATEGORIES');
  assert.equal(listName('EventType'), 'EVENT_TYPES');
  assert.equal(listName('BookingStatus'), 'BOOKING_STATUSES');
});
