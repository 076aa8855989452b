/**
 * SITE_ORIGIN: where the site is served (https://kidsevents.example), the origin of every page's
 * canonical URL and share image in the head the API renders. A Host header is the caller's to
 * choose, and a cached head is served to everyone, so in production the origin is configured,
 * never read from a request; development and test may leave it out (see page-head/site-origin.ts).
 */
import { ConfigError } from './config-error.ts';

export function siteOriginFrom(raw: string | undefined, development: boolean): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') {
    if (development) return undefined;
    throw new ConfigError(
      'Refusing to start: SITE_ORIGIN must be set to the origin the site is served from (e.g. https://kidsevents.example): page heads name it in canonical URLs (production rules apply unless NODE_ENV is development or test)',
    );
  }
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = '';
  }
  if (origin !== value || !/^https?:/.test(value)) {
    throw new ConfigError(`SITE_ORIGIN must be a bare http(s) origin like https://kidsevents.example, got "${value}"`);
  }
  return origin;
}
