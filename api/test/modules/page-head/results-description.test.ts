/**
 * A results page's description is read by search engines and shown under shared links: it states
 * the filters, and never repeats text that whoever wrote the link chose.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resultsDescription, resultsFilters } from '../../../src/modules/page-head/results-description.ts';

const describeQuery = (query: string) => resultsDescription(resultsFilters(new URLSearchParams(query)));
const TAIL = ': compare all-in prices and ask for quotes on KidsEvents.';

describe("the /results page's description", () => {
  test('states every filter a search takes, in words', () => {
    assert.equal(
      describeQuery('category=Magicians&postcode=sw11+1aa&date=2031-06-14&age=6&children=20'),
      `Magicians covering SW11 1AA — free on Saturday 14 June 2031, for age 6, for 20 children${TAIL}`,
    );
    assert.equal(describeQuery('postcode=bs'), `Children's party providers covering BS${TAIL}`);
    assert.equal(describeQuery(''), `Children's party providers across the UK${TAIL}`);
  });

  test('says a search was made without repeating its words', () => {
    const description = describeQuery('q=Call+0800+000+000+for+a+FREE+party');
    assert.equal(description, `Children's party providers matching your search across the UK${TAIL}`);
  });

  test('leaves out any filter that is not one of its kind, rather than repeating the text', () => {
    for (const [query, planted] of [
      ['category=Scam+prizes+at+evil.example', 'evil.example'],
      ['postcode=visit+evil.example', 'EVIL.EXAMPLE'],
      ['date=win+a+prize', 'prize'],
      ['date=2031-02-30', '2031-02-30'],
      ['age=ten+free+prizes', 'prizes'],
      ['age=17', '17'],
      ['children=lots%2C+call+0800', '0800'],
      ['children=0', 'for 0'],
    ] as const) {
      const description = describeQuery(query);
      assert.ok(!description.includes(planted), `${query}: ${description}`);
      assert.equal(description, `Children's party providers across the UK${TAIL}`, query);
    }
  });
});
