import type { FirebaseOptions } from 'firebase/app';

export const EMULATOR_PROJECT_ID = 'demo-kids-events';
const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';

export type FirebaseSetup = {
  options: FirebaseOptions;
  /** Set when no API key is configured: sign-in then goes to the local Auth Emulator. */
  emulatorUrl: string | null;
};

type PublicEnv = Record<
  'PUBLIC_FIREBASE_API_KEY' | 'PUBLIC_FIREBASE_AUTH_DOMAIN' | 'PUBLIC_FIREBASE_PROJECT_ID' | 'PUBLIC_AUTH_EMULATOR_URL',
  string | undefined
>;

// Each name is written out in full: the build replaces `process.env.PUBLIC_X`, never `process.env` itself.
function builtEnv(): PublicEnv {
  return {
    PUBLIC_FIREBASE_API_KEY: process.env.PUBLIC_FIREBASE_API_KEY,
    PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
    PUBLIC_FIREBASE_PROJECT_ID: process.env.PUBLIC_FIREBASE_PROJECT_ID,
    PUBLIC_AUTH_EMULATOR_URL: process.env.PUBLIC_AUTH_EMULATOR_URL,
  };
}

/** Reads the PUBLIC_* settings baked in at build time. */
export function firebaseSetup(env: PublicEnv = builtEnv()): FirebaseSetup {
  const apiKey = env.PUBLIC_FIREBASE_API_KEY;
  if (!apiKey) {
    // A `demo-` project never reaches Google: the emulator accepts any API key.
    return {
      options: {
        apiKey: 'demo-key',
        authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        projectId: EMULATOR_PROJECT_ID,
      },
      emulatorUrl: env.PUBLIC_AUTH_EMULATOR_URL || DEFAULT_EMULATOR_URL,
    };
  }
  return {
    options: {
      apiKey,
      authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || undefined,
      projectId: env.PUBLIC_FIREBASE_PROJECT_ID || undefined,
    },
    emulatorUrl: null,
  };
}
