export type AnalyticsConfig = {
  /** Analytics never load in a development build. */
  production: boolean;
  /** GA4 measurement id (G-…); empty turns Google Analytics off. */
  gaMeasurementId: string;
  /** Microsoft Clarity project id; empty turns session recording off. */
  clarityProjectId: string;
};

/** Read from the PUBLIC_* settings baked in at build time (each name written out in full). */
export function builtAnalyticsConfig(): AnalyticsConfig {
  return {
    production: process.env.NODE_ENV === 'production',
    gaMeasurementId: process.env.PUBLIC_GA_MEASUREMENT_ID ?? '',
    clarityProjectId: process.env.PUBLIC_CLARITY_PROJECT_ID ?? '',
  };
}
