/**
 * Who the API believes: the Firebase project whose ID tokens it accepts, and the token other
 * services present. Fail closed: the Auth Emulator (unsigned tokens) and the development service
 * token are used only when NODE_ENV says development or test; any other or missing NODE_ENV needs
 * real Google credentials (revocation checks call Firebase) and a strong service token.
 */
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError } from './config-error.ts';

export const DEV_INTERNAL_SERVICE_TOKEN = 'dev-internal-token';
const DEV_PROJECT_ID = 'demo-kids-events';
const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
const MIN_SERVICE_TOKEN_LENGTH = 32;
const MIN_SERVICE_TOKEN_DISTINCT_CHARACTERS = 16;

export interface IdentitySettings {
  firebase: {
    projectId: string;
    /** host:port of the Auth Emulator; undefined means real Firebase (signed tokens only). */
    authEmulatorHost: string | undefined;
  };
  internalServiceToken: string;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Development and test are opted into by name; anything else, or nothing, gets production's rules. */
export function isDevelopment(env: Env): boolean {
  const nodeEnv = nonEmpty(env.NODE_ENV);
  return nodeEnv === 'development' || nodeEnv === 'test';
}

function refuse(env: Env, problem: string): never {
  const mode = nonEmpty(env.NODE_ENV) ? `NODE_ENV=${nonEmpty(env.NODE_ENV)}` : 'NODE_ENV is not set';
  throw new ConfigError(
    `Refusing to start: ${problem} (${mode}, so production rules apply; NODE_ENV=development or test allows the Auth Emulator and the development service token)`,
  );
}

function checkCredentialsFile(env: Env): void {
  const file = nonEmpty(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!file)
    refuse(
      env,
      'GOOGLE_APPLICATION_CREDENTIALS must name the Google credentials file the API uses to check tokens against Firebase',
    );
  if (!existsSync(file)) refuse(env, `GOOGLE_APPLICATION_CREDENTIALS names "${file}", which does not exist`);
  let type: unknown;
  try {
    type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type;
  } catch {
    refuse(env, `GOOGLE_APPLICATION_CREDENTIALS names "${file}", which is not a readable JSON credentials file`);
  }
  if (typeof type !== 'string')
    refuse(env, `GOOGLE_APPLICATION_CREDENTIALS names "${file}", which has no credential "type"`);
}

function checkServiceToken(env: Env, token: string | undefined): string {
  if (!token) refuse(env, 'INTERNAL_SERVICE_TOKEN must be set');
  if (token === DEV_INTERNAL_SERVICE_TOKEN) refuse(env, 'INTERNAL_SERVICE_TOKEN must not be the development default');
  if (token.length < MIN_SERVICE_TOKEN_LENGTH || new Set(token).size < MIN_SERVICE_TOKEN_DISTINCT_CHARACTERS) {
    refuse(
      env,
      `INTERNAL_SERVICE_TOKEN must be at least ${MIN_SERVICE_TOKEN_LENGTH} random characters (with at least ${MIN_SERVICE_TOKEN_DISTINCT_CHARACTERS} different ones), e.g. the output of \`openssl rand -base64 33\``,
    );
  }
  return token;
}

export function identitySettingsFrom(env: Env): IdentitySettings {
  const emulatorHost = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST);
  const serviceToken = nonEmpty(env.INTERNAL_SERVICE_TOKEN);
  const projectId = nonEmpty(env.FIREBASE_PROJECT_ID);

  if (isDevelopment(env)) {
    // The emulator is the default here, so a fresh machine works without a Firebase project.
    return {
      firebase: { projectId: projectId ?? DEV_PROJECT_ID, authEmulatorHost: emulatorHost ?? DEFAULT_EMULATOR_HOST },
      internalServiceToken: serviceToken ?? DEV_INTERNAL_SERVICE_TOKEN,
    };
  }

  // Emulator tokens are unsigned: accepting them here would let anyone sign in as anyone.
  if (emulatorHost) refuse(env, 'FIREBASE_AUTH_EMULATOR_HOST is set');
  if (!projectId)
    refuse(env, 'FIREBASE_PROJECT_ID must be set to the Firebase project whose ID tokens the API accepts');
  checkCredentialsFile(env);
  return {
    firebase: { projectId, authEmulatorHost: undefined },
    internalServiceToken: checkServiceToken(env, serviceToken),
  };
}
