/**
 * Logs must never hold credentials, email addresses or query parameters: URLs are logged as their
 * path, and errors as their type and codes (a database driver's error carries the query's values).
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
const EMAIL = /[^\s"'<>()[\]{},;:/?=&]+(?:@|%40)[^\s"'<>()[\]{},;:/?=&]+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]*(?:\.[\w-]*)?/g;
const MAX_CAUSES = 5;

/** The path alone (the query is dropped entirely), with segments holding an email replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.search(/[?#]/);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? REDACTED : segment))
    .join('/');
}

/** Replaces anything in free text that looks like an email address or a JWT. */
export function scrubText(text: string): string {
  return text.replace(JWT, REDACTED).replace(EMAIL, REDACTED);
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

function fieldsOf(error: unknown): { name: string; code: unknown; message: unknown; stack: unknown; cause: unknown } {
  const value = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    name: typeof value.name === 'string' ? value.name : typeof error,
    code: value.code,
    message: value.message,
    stack: value.stack,
    cause: value.cause,
  };
}

/** Errors from the database layer: drizzle's wrapper holds the query and its parameters, pg's the row values. */
function fromDatabase(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSES) return false;
  const value = error as Record<string, unknown>;
  if ('params' in value || 'query' in value || 'severity' in value || 'detail' in value) return true;
  if (typeof value.code === 'string' && /^[0-9A-Z]{5}$/.test(value.code)) return true;
  return value.cause !== error && fromDatabase(value.cause, depth + 1);
}

/** The call frames alone: a stack's first lines repeat the message. */
function framesOf(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** What a log line may say about an error: codes and call frames for database errors, scrubbed text for the rest. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  const { name, code, message, stack, cause } = fieldsOf(error);
  const database = fromDatabase(error);
  const codeText = typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
  const stackText = typeof stack === 'string' ? stack : '';
  const logged: LoggedError = database
    ? { type: name, message: `database error${codeText ? ` ${codeText}` : ''}`, stack: framesOf(stackText) }
    : { type: name, message: scrubText(typeof message === 'string' ? message : ''), stack: scrubText(stackText) };
  if (codeText) logged.code = codeText;
  if (cause !== undefined && cause !== error && depth < MAX_CAUSES) logged.cause = loggableError(cause, depth + 1);
  return logged;
}

export const loggerRedaction = {
  redact: {
    paths: ['req.headers.authorization', 'req.headers["x-service-token"]', 'req.headers.cookie'],
    censor: REDACTED,
  },
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      };
    },
    err: (error: unknown) => loggableError(error),
  },
};
