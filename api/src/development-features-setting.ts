/**
 * DEVELOPMENT_FEATURES=on turns on what exists only to drive tests and demos: the `x-test-now`
 * clock and the internal test-control routes. It is its own switch rather than a reading of
 * NODE_ENV, so a production host that happens to carry NODE_ENV=test still gets none of them; and
 * it is refused outright unless NODE_ENV names development or test, so production can never have it.
 */
import { ConfigError } from './config-error.ts';

type Env = Record<string, string | undefined>;

export function developmentFeaturesFrom(env: Env, development: boolean): boolean {
  const raw = env.DEVELOPMENT_FEATURES?.trim() ?? '';
  if (raw === '' || raw === 'off') return false;
  if (raw !== 'on') throw new ConfigError(`DEVELOPMENT_FEATURES must be "on" or "off", got "${raw}"`);
  if (!development) {
    const mode = env.NODE_ENV?.trim() ? `NODE_ENV=${env.NODE_ENV.trim()}` : 'NODE_ENV is not set';
    throw new ConfigError(
      `Refusing to start: DEVELOPMENT_FEATURES=on (the test clock and internal test routes) under production rules (${mode}); it is allowed only with NODE_ENV=development or test`,
    );
  }
  return true;
}
