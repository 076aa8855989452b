/** Where consent was given, kept with the subscription as a record of consent. */

const MAX_SOURCE_LENGTH = 200;

export interface ConsentHints {
  /** Sent by the form itself, e.g. 'footer'. */
  source?: string | undefined;
  origin?: string | undefined;
  referer?: string | undefined;
}

/** A URL is reduced to origin and path: query strings can carry personal data we did not ask for. */
function withoutQuery(value: string): string {
  try {
    const url = new URL(value);
    return url.origin + (url.pathname === '/' ? '' : url.pathname);
  } catch {
    return value;
  }
}

export function consentSourceFrom(hints: ConsentHints): string {
  const parts = [hints.source?.trim(), hints.origin ?? (hints.referer && withoutQuery(hints.referer))]
    .filter((part): part is string => Boolean(part))
    .map(withoutQuery);
  const source = parts.length > 0 ? parts.join(' via ') : 'unknown';
  return source.slice(0, MAX_SOURCE_LENGTH);
}
