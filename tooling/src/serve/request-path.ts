import path from 'node:path';

export type RequestTarget = { pathname: string; search: string };

/**
 * The path and query a request names. An origin-form target (`/a/b?c`) is read as a path even when
 * it starts with `//`, and an absolute-form one (`http://host/a`) gives only its path: nothing a
 * client writes in the request line can name another host. null for any other form (`*`, `host:port`).
 */
export function requestTarget(raw: string | undefined): RequestTarget | null {
  const target = raw ?? '/';
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target.startsWith('/') ? `http://origin${target}` : target);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

const MAX_DECODES = 5;

/** Decodes until no escape is left (a double-encoded `%2569` too); a literal `%` left by a decode stays. */
function decodeFully(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  for (let i = 1; i < MAX_DECODES && /%[0-9a-f]{2}/i.test(decoded); i += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return decoded;
}

/**
 * The one spelling of a path that every server behind this one could read it as: percent escapes
 * decoded, backslashes as slashes, repeated slashes merged, `.` and `..` resolved, `;parameters`
 * dropped from each segment, lower case. Used to decide where a request may go, so
 * `/api//internal`, `/api/%69nternal` and `/API/./Internal` all read as `/api/internal`. null when
 * an escape is malformed.
 */
export function canonicalPath(pathname: string): string | null {
  const decoded = decodeFully(pathname);
  if (decoded === null) return null;
  const segments = decoded
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => segment.split(';')[0]);
  return path.posix.normalize(`/${segments.join('/')}`).toLowerCase();
}
