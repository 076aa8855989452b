/**
 * Paths of the screens each page-group remote renders (React Router patterns, relative to
 * the site root). The host routes these paths to the remote's parcel; the remote maps each
 * to a screen. Written once so the two cannot disagree.
 */
export const ORGANIZER_PATHS = {
  account: 'account',
  myEvents: 'myevents',
  event: 'event/:id',
  booking: 'booking/:id',
  directory: 'directory',
  businessPage: 'pages/:businessName',
} as const;

export const PROVIDER_PATHS = {
  vendorsHome: 'vendorshome',
  myBusinesses: 'mybusinesses',
  businessForm: 'business/:id/:form',
  quotes: 'quotes',
  quote: 'quote/:bookingId/:quoteId?',
  agenda: 'agenda/:businessId?',
  findEvents: 'events',
  businessEvents: 'mybusinessevents/:businessId?',
  billing: 'billing',
} as const;

/** The notifications remote's page: every notification, a page at a time (the bell shows the newest five). */
export const NOTIFICATION_PATHS = {
  all: 'notifications',
} as const;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a pattern names: `quote/:bookingId/:quoteId?` → `{bookingId: string; quoteId?: string | null}`. */
export type RouteParams<P extends string> = { [Name in RequiredName<Segments<P>>]: string } & {
  [Name in OptionalName<Segments<P>>]?: string | null;
};

/**
 * The site path of a screen, from its pattern: `routePath(PROVIDER_PATHS.quote, {bookingId: 'b1'})`
 * → `/quote/b1`. Each value is encoded; an optional one left out (or null) drops its segment.
 */
export function routePath<P extends string>(
  pattern: P,
  ...[params]: [RequiredName<Segments<P>>] extends [never] ? [params?: RouteParams<P>] : [params: RouteParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | null | undefined>;
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const value = values[param[1]!];
    if (value === undefined || value === null || value === '') {
      if (param[2]) return [];
      throw new Error(`${pattern} needs its "${param[1]}"`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${segments.join('/')}`;
}
