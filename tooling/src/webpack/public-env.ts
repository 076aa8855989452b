/**
 * Configuration baked into a browser bundle: only variables named PUBLIC_*, so a secret in
 * the build environment can never leak into shipped JavaScript.
 */
export function publicEnvDefinitions(defaults: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('PUBLIC_') && value !== undefined) values[key] = value;
  }
  const definitions: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    definitions[`process.env.${key}`] = JSON.stringify(value);
  }
  return definitions;
}

/** What every app's code finds in `process.env` at build time, the same in its browser build and its prerender. */
export function appDefinitions(version: string, mode: 'production' | 'development'): Record<string, string> {
  return {
    // Every PUBLIC_* the code reads gets a default, so `process.env.X` is always replaced at build time.
    ...publicEnvDefinitions({
      PUBLIC_APP_VERSION: version,
      // Empty: the browser calls the API on the site's own origin, which forwards /api/*.
      PUBLIC_API_URL: '',
      // No API key: the host signs in against the local Firebase Auth Emulator.
      PUBLIC_FIREBASE_API_KEY: '',
      PUBLIC_FIREBASE_AUTH_DOMAIN: '',
      PUBLIC_FIREBASE_PROJECT_ID: '',
      PUBLIC_AUTH_EMULATOR_URL: '',
      PUBLIC_RECAPTCHA_SITE_KEY: '',
      PUBLIC_SUPPORT_URL: 'https://support.kidsevents.example',
      // Demo ids: analytics load only after cookie consent, and only in a production build.
      PUBLIC_GA_MEASUREMENT_ID: 'G-KIDSEVENTS1',
      PUBLIC_CLARITY_PROJECT_ID: 'kidsevents1',
    }),
    'process.env.NODE_ENV': JSON.stringify(mode),
  };
}
