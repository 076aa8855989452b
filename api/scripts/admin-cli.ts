/**
 * The admin's command-line client: signs in as an admin (email and password through the Auth
 * Emulator's or Firebase's REST sign-in) and calls the API's /api/admin routes.
 */
import { parseArgs } from 'node:util';
import { terminalSafe } from './terminal-text.ts';

export type Env = Record<string, string | undefined>;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const DEMO_ADMIN = { email: 'admin@example.com', password: 'kids-events-demo' };

export const USAGE = `Usage: pnpm --filter api admin <command>

  credentials list [--status declared|verified|rejected]   credentials to review (declared by default)
  credentials verify <credentialId>                         mark a declared credential verified
  credentials reject <credentialId> --reason "<why>"        reject it; the owner sees the reason

Environment: API_URL (default http://127.0.0.1:4000); ADMIN_EMAIL and ADMIN_PASSWORD (default the demo
admin when signing in through the Auth Emulator); FIREBASE_AUTH_EMULATOR_HOST (default 127.0.0.1:9099),
or FIREBASE_API_KEY to sign in through Firebase itself.`;

class UsageError extends Error {}

interface Credential {
  id: string;
  type: string;
  reference: string;
  expiresOn: string;
  status: string;
  standing: string;
  rejectionReason: string | null;
  business: { id: string; name: string; ownerEmail: string };
  declaredAt: string;
}

function signInUrl(env: Env): { url: string; emulator: boolean } {
  const apiKey = env.FIREBASE_API_KEY?.trim();
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || (apiKey ? undefined : '127.0.0.1:9099');
  if (emulatorHost)
    return {
      url: `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      emulator: true,
    };
  return {
    url: `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey!)}`,
    emulator: false,
  };
}

async function signIn(env: Env): Promise<string> {
  const { url, emulator } = signInUrl(env);
  const email = env.ADMIN_EMAIL?.trim() || (emulator ? DEMO_ADMIN.email : undefined);
  const password = env.ADMIN_PASSWORD || (emulator ? DEMO_ADMIN.password : undefined);
  if (!email || !password) throw new UsageError('Set ADMIN_EMAIL and ADMIN_PASSWORD to sign in through Firebase.');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken)
    throw new Error(
      `Signing in as ${terminalSafe(email)} failed: ${terminalSafe(String(body.error?.message ?? response.status))}.`,
    );
  return body.idToken;
}

async function callApi<T>(env: Env, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const base = (env.API_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok)
    throw new Error(`${response.status}: ${terminalSafe(json.message ?? 'the API refused the request.')}`);
  return json;
}

function describe(credential: Credential): string {
  const safe = terminalSafe;
  const reason = credential.rejectionReason ? ` — rejected: ${safe(credential.rejectionReason)}` : '';
  return `${safe(credential.id)}  ${safe(credential.type)}  ref ${safe(credential.reference)}  expires ${safe(credential.expiresOn)}  ${safe(credential.standing)}  ${safe(credential.business.name)} <${safe(credential.business.ownerEmail)}>${reason}`;
}

async function run(args: string[], env: Env, io: Io): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { status: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [subject, command, id, ...extra] = positionals;
  if (values.help || subject === 'help') {
    io.out(USAGE);
    return;
  }
  if (subject !== 'credentials' || extra.length > 0)
    throw new UsageError(`Unknown command: ${positionals.join(' ') || '(none)'}.`);

  if (command === 'list') {
    const status = values.status ?? 'declared';
    if (!['declared', 'verified', 'rejected'].includes(status))
      throw new UsageError(`--status must be declared, verified or rejected (not "${status}").`);
    const token = await signIn(env);
    let cursor: string | null = null;
    let count = 0;
    do {
      const query: string = `status=${status}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { items: Credential[]; nextCursor: string | null } = await callApi(
        env,
        token,
        'GET',
        `/api/admin/credentials?${query}`,
      );
      for (const credential of page.items) io.out(describe(credential));
      count += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    io.out(`${count} ${status} credential${count === 1 ? '' : 's'}.`);
    return;
  }

  if (command === 'verify' || command === 'reject') {
    if (!id) throw new UsageError(`credentials ${command} needs a credential id.`);
    const reason = values.reason?.trim();
    if (command === 'reject' && !reason)
      throw new UsageError('credentials reject needs --reason "<why>"; the owner sees it.');
    const token = await signIn(env);
    const path = `/api/admin/credentials/${encodeURIComponent(id)}/${command}`;
    const credential = await callApi<Credential>(
      env,
      token,
      'POST',
      path,
      command === 'reject' ? { reason } : undefined,
    );
    io.out(`${command === 'verify' ? 'Verified' : 'Rejected'}: ${describe(credential)}`);
    return;
  }
  throw new UsageError(`Unknown command: ${positionals.join(' ')}.`);
}

/** Runs one command; the exit code is 0 on success, 2 for a usage mistake, 1 when the API or sign-in refuses. */
export async function runAdmin(args: string[], env: Env, io: Io): Promise<number> {
  try {
    await run(args, env, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    io.err((error as Error).message);
    return 1;
  }
}
