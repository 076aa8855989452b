import { ORGANIZER_PATHS, PROVIDER_PATHS, routePath } from 'shared/contracts';

describe('routePath', () => {
  it('fills a pattern with its parameters, encoded', () => {
    expect(routePath(ORGANIZER_PATHS.booking, { id: 'b 1' })).toBe('/booking/b%201');
    expect(routePath(PROVIDER_PATHS.quote, { bookingId: 'b1', quoteId: 'q2' })).toBe('/quote/b1/q2');
    expect(routePath(ORGANIZER_PATHS.myEvents)).toBe('/myevents');
  });

  it('drops an optional parameter left out, and names a required one that is missing', () => {
    expect(routePath(PROVIDER_PATHS.quote, { bookingId: 'b1' })).toBe('/quote/b1');
    expect(routePath(PROVIDER_PATHS.agenda, { businessId: null })).toBe('/agenda');
    expect(() => routePath(ORGANIZER_PATHS.event, { id: '' })).toThrow('event/:id needs its "id"');
  });
});

// Types only: the parameters are the pattern's.
export function typeChecks() {
  // @ts-expect-error the pattern needs an id
  routePath(ORGANIZER_PATHS.event);
  // @ts-expect-error a parameter the pattern does not name
  routePath(ORGANIZER_PATHS.event, { id: 'e1', other: 'x' });
}
