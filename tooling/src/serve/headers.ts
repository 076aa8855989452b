/**
 * The response headers every server of the site sends, written once: the local Node servers
 * apply them and the nginx configuration in deploy/nginx/ is generated from them (a test fails
 * if the two drift).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Allows sign-in popups (Firebase) to talk back to the page.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Consent-gated analytics: beacons and pixels go to these hosts. */
export const ANALYTICS_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.clarity.ms',
  'https://*.clarity.ms',
];

/** The analytics scripts themselves (added only after consent); Clarity's tag loads its recorder from scripts.clarity.ms. */
export const ANALYTICS_SCRIPT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.clarity.ms',
  'https://scripts.clarity.ms',
];

/**
 * The inline scripts the site's pages carry, each allowed by its SHA-256 (no 'unsafe-inline'):
 * the mark `/`'s head sets before the first paint when no view is stored
 * (host/src/prerender/first-visit-script.ts; a test holds this hash to its text).
 */
export const INLINE_SCRIPT_HASHES = ["'sha256-QLQa3Y5SdaLH3hXMG1/uOgi1GGnwTUr0FcbNot4m4R8='"];

/** This machine's Auth Emulator, which the local servers' builds sign in against (tooling/src/stack). */
export const LOCAL_AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099';

/** Firebase Auth: the endpoints the SDK calls. */
export const AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

export type PolicyOptions = {
  /**
   * The Firebase Auth Emulator's origin, where the site signs in against one (this machine's
   * servers, the compose stack); left out, the policy admits Firebase itself only, as production's must.
   */
  authEmulatorOrigin?: string | null;
  /** Where photos are loaded from besides the site itself: the bucket's CDN when the API stores them in one. */
  imageOrigins?: string[];
};

/**
 * The Content-Security-Policy for the site, given the remotes' origins from configuration (an
 * environment's origins, the compose stack's ports), never from the registry, which names only
 * URLs inside them: scripts only from the site itself and the four remotes (and the inline scripts
 * named by their hashes); styles inline too (styled-components
 * injects them); calls to the site's own origin (the API is forwarded under /api), the remotes
 * (manifests), Firebase Auth and analytics.
 */
export function contentSecurityPolicy(
  remoteOrigins: string[],
  { authEmulatorOrigin, imageOrigins = [] }: PolicyOptions = {},
): string {
  const remotes = [...new Set(remoteOrigins)].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...ANALYTICS_SCRIPT_ORIGINS, ...INLINE_SCRIPT_HASHES]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...remotes, ...new Set(imageOrigins), ...ANALYTICS_ORIGINS]],
    ['font-src', ["'self'", ...remotes]],
    [
      'connect-src',
      [
        "'self'",
        ...remotes,
        ...(authEmulatorOrigin ? [authEmulatorOrigin] : []),
        ...AUTH_ORIGINS,
        ...ANALYTICS_ORIGINS,
      ],
    ],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Opens the connections to the remotes' origins while the page itself still downloads: every
 * page needs at least the shell's remoteEntry.js from one of them.
 */
export function preconnectLinks(remoteOrigins: string[]): string {
  return [...new Set(remoteOrigins)]
    .sort()
    .map((origin) => `<${origin}>; rel=preconnect`)
    .join(', ');
}

/** Every header a response gets before its own (Content-Type, Cache-Control, …). */
export function siteHeaders(remoteOrigins: string[], policy: PolicyOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins, policy),
  };
  if (remoteOrigins.length > 0) headers.Link = preconnectLinks(remoteOrigins);
  return headers;
}
