import { errorMessage } from 'shared/kit';

export type ServerFieldError = { field: string; message: string };

/**
 * The field a server's 400 names, for a form with `fields`: "Invalid request: body/name must…",
 * "name must be 2 to 80 characters…", "areasCovered/3: …" or "contact/phone …" name `name`,
 * `areasCovered` and `contact/phone`. The message itself is kept word for word. Null when the
 * message names none of the form's fields: the form shows it as a whole.
 */
export function serverFieldError(error: unknown, fields: readonly string[]): ServerFieldError | null {
  const message = errorMessage(error);
  const subject = message.replace(/^Invalid request: /, '').replace(/^body\//, '');
  const path = /^([A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9]+)*)[:\s]/.exec(subject)?.[1];
  if (!path) return null;
  const named = path
    .split('/')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('/');
  const field = [...fields].sort((a, b) => b.length - a.length).find((f) => named === f || named.startsWith(`${f}/`));
  return field ? { field, message } : null;
}
