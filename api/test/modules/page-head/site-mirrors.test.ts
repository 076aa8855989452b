/**
 * The API renders a page's head before any of the site's code runs; once it runs, the site's own
 * PageMeta says the same. The API does not depend on the site's packages, so these hold its copies
 * of the site's facts and wording to the site's own.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as contracts from '../../../../shared/src/contracts/constants.ts';
import { CARD_PHOTO_SIZES as CARD_SIZES_IN_CARD } from '../../../../shared/src/ui/photo-sizes.ts';
import { resultsDescription as siteResultsDescription } from '../../../../host/src/features/search/results-description.ts';
import { filtersFrom, searchApiPath } from '../../../../host/src/features/search/search-filters.ts';
import { businessSummary as siteBusinessSummary } from '../../../../remote-organizer/src/features/businesses/utils/business-summary.ts';
import { BUSINESS_PHOTO_SIZES as SIZES_ON_BUSINESS_PAGE } from '../../../../remote-organizer/src/features/businesses/utils/photo-sizes.ts';
import { publicBusinessPath as pathTheBusinessPageReads } from '../../../../remote-organizer/src/features/businesses/utils/public-business-path.ts';
import { businessSummary } from '../../../src/modules/page-head/business-summary.ts';
import { publicBusinessPath } from '../../../src/modules/page-head/page-meta.ts';
import { resultsDescription, resultsFilters } from '../../../src/modules/page-head/results-description.ts';
import { resultsSearchPath } from '../../../src/modules/page-head/results-search.ts';
import * as facts from '../../../src/modules/page-head/site-facts.ts';

describe("the page head says what the site's own code says", () => {
  test("the site's name, title and default description", () => {
    assert.equal(facts.SITE_NAME, contracts.SITE_NAME);
    assert.equal(facts.COMPANY_NAME, contracts.COMPANY_NAME);
    assert.equal(facts.DEFAULT_TITLE, contracts.DEFAULT_TITLE);
    assert.equal(facts.DEFAULT_DESCRIPTION, contracts.DEFAULT_DESCRIPTION);
  });

  test('the preloads name the sizes the pictures are drawn at', () => {
    assert.equal(facts.BUSINESS_PHOTO_SIZES, SIZES_ON_BUSINESS_PAGE);
    assert.equal(facts.CARD_PHOTO_SIZES, CARD_SIZES_IN_CARD);
  });

  test("a results page's description, for every kind of filter", () => {
    for (const query of [
      '',
      'q=magic',
      'q=%20bouncy%20castle%20&sort=price',
      'category=Magicians&postcode=sw11',
      'category=Soft+Play&date=2031-06-14&age=6&children=20',
      'date=14/06/2031&age=ten&q=a&q=b',
      'q=%22%3C%2Ftitle%3E',
      'category=Call+0800&postcode=visit+evil.example&date=win&age=17&children=0',
      'postcode=bs&age=0&children=200&date=2031-02-30',
    ]) {
      const params = new URLSearchParams(query);
      assert.equal(resultsDescription(resultsFilters(params)), siteResultsDescription(filtersFrom(params)), query);
    }
  });

  test('the search a results page preloads is the one its screen fetches, at the same address', () => {
    for (const query of [
      '',
      'q=magic',
      'q=%20bouncy%20castle%20&sort=price',
      'sort=rating&postcode=SW11+1AA&category=Soft+Play',
      'children=20&age=6&date=2031-06-14&q=a&q=b&utm_source=mail',
      'q=caf%C3%A9+%26+cake%2Fdisco%3F&category=',
    ]) {
      const params = new URLSearchParams(query);
      assert.equal(resultsSearchPath(params), searchApiPath(filtersFrom(params)), query);
    }
  });

  test('the business a business page preloads is the one its page reads, at the same address', () => {
    for (const slug of ['magic-mikes-magic-shows', 'café-ü', 'a b/c?d#e&f', '%41']) {
      assert.equal(publicBusinessPath(slug), pathTheBusinessPageReads(slug), slug);
    }
  });

  test("a business page's description: its own words, cut at a word, or what it does and where", () => {
    const business = {
      name: 'Bright Sparks',
      categories: ['Magicians', 'Entertainers'] as ('Magicians' | 'Entertainers')[],
      baseTown: 'Bristol',
    };
    for (const description of ['', '  \n ', 'Close-up magic\n\nand balloons.', 'word '.repeat(40), 'x'.repeat(200)]) {
      for (const baseTown of ['Bristol', null]) {
        const input = { ...business, baseTown, description };
        assert.equal(businessSummary(input), siteBusinessSummary(input), JSON.stringify(input));
      }
    }
  });
});
